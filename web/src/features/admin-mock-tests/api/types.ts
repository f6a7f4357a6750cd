/** A mock test as the admin calls answer it (issue #15): the paper as stored, inactive ones too. */
export type { AdminMockTest, AdminMockTestPage, AdminMockTestSection } from '@exam-prep/contract/admin/mock-tests';
