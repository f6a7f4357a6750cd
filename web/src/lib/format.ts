/** 'general-aptitude' → 'General Aptitude' (names are stored as hyphenated slugs): the contract's, as page titles use it. */
export { titleCase } from '@exam-prep/contract/page-text';

/** Indian rupees, as the site shows every amount: ₹1,200. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/** Where an uploaded image lives: the API gives bare file names. */
export function uploadUrl(fileName: string | null | undefined): string | undefined {
  if (!fileName) return undefined;
  if (/^https?:\/\//.test(fileName) || fileName.startsWith('/uploads/')) return fileName;
  return `/uploads/${encodeURIComponent(fileName)}`;
}
