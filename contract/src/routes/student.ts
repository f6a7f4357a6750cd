import type { Operation } from './operation.js';

/** Student accounts: sign-up, sign-in, sessions, verification, passwords, privacy (docs/student-accounts.md). */
export const studentAccountOperations: Operation[] = [];
