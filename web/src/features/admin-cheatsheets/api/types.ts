/** A cheatsheet as the admin calls answer it: the public shapes plus is_active (the full one with items sorted by order). */
export type { AdminCheatsheet, AdminCheatsheetSummary } from '@exam-prep/contract/admin/cheatsheets';
