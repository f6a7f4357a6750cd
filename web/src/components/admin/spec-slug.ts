/**
 * The slug rule of the FAQ and programming-topic forms (their spec, §2.4): lowercase; drop every character other
 * than a–z, 0–9, whitespace and '-'; whitespace runs become '-'; repeated '-' collapse. Hyphens at the ends stay,
 * as the original client left them (the server stores the slug as sent).
 */
export const specSlug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
