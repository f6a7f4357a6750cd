/**
 * A size as the offline screens show it: 820 KB, 1.4 MB. Binary units (1 MB = 1024 × 1024 bytes), as the media
 * budget counts them, so a 50 MB budget reads "50 MB".
 */
export function formatBytes(bytes: number, locale: string = 'en'): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString(locale === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: digits });
  const kilo = 1024;
  if (bytes < kilo) return `${number(Math.max(0, Math.round(bytes)), 0)} B`;
  if (bytes < kilo ** 2) return `${number(Math.round(bytes / kilo), 0)} KB`;
  if (bytes < kilo ** 3) return `${number(bytes / kilo ** 2, 1)} MB`;
  return `${number(bytes / kilo ** 3, 1)} GB`;
}
