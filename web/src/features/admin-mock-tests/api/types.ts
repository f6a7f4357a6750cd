/** A mock test as the admin calls answer it (editors must see what students do not): the paper as stored, inactive ones too. */
export type { AdminMockTest, AdminMockTestPage, AdminMockTestSection } from '@exam-prep/contract/admin/mock-tests';
