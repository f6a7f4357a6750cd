/**
 * The page the service worker could not answer (/offline?from=…, its app path: /hi is the offline page's own
 * prefix), when it is one of this site's paths: never
 * another origin (`//evil.example`, `https://…`), so Try again cannot lead anywhere else.
 */
export function fallbackFrom(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
