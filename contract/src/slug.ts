/**
 * The admin spec's slug rule (§4), the one the proxy stores: lowercase; drop characters other than letters,
 * digits, spaces and hyphens; spaces to hyphens; repeated hyphens collapsed. Hyphens left at either end are
 * trimmed too ('Hello!' gives 'hello', not 'hello-'). Letters are the ASCII ones: Strapi's uid fields accept
 * nothing else. Topic and subtopic names are stored with the same rule. Zod-free.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
