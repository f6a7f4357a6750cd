import useSWR from 'swr';
import type { MockTestList } from '@exam-prep/contract/public/mock-tests';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/mock-tests/all → {mockTests}: every active paper, as list entries (no questions). */
export type { MockTestList };

export const mockTestsPath = operationPath('listMockTests');
export const fetchMockTests = () => apiFetch<MockTestList>(mockTestsPath);
export const useMockTests = () => useSWR<MockTestList>(mockTestsPath, fetchMockTests);
