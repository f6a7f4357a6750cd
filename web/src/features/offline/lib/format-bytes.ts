/** A size as the offline screens show it: 820 KB, 1.4 MB (decimal units, as phones show storage), in the page's digits. */
export function formatBytes(bytes: number, locale: string = 'en'): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString(locale === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: digits });
  if (bytes < 1000) return `${number(Math.max(0, Math.round(bytes)), 0)} B`;
  if (bytes < 1000 ** 2) return `${number(Math.round(bytes / 1000), 0)} KB`;
  if (bytes < 1000 ** 3) return `${number(bytes / 1000 ** 2, 1)} MB`;
  return `${number(bytes / 1000 ** 3, 1)} GB`;
}
