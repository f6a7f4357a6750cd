/**
 * The admin spec's slug rule (§4): lowercase; characters other than letters, digits, spaces and hyphens
 * removed; spaces to hyphens; repeated hyphens collapsed. Letters are ASCII ones (the CMS's uid fields take
 * nothing else). Ends are left as typed: the server trims a trailing hyphen when it stores the slug.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** A slug field that follows the name until the admin types in it (create forms), or never (edit forms). */
export interface SlugField {
  slug: string;
  /** Once true the slug no longer follows the name. */
  edited: boolean;
}

/** A create form's slug: empty and still following the name. */
export const followingSlug = (name = ''): SlugField => ({ slug: slugify(name), edited: false });

/** An edit form's slug: the stored one, never auto-updated. */
export const loadedSlug = (slug: string): SlugField => ({ slug, edited: true });

/** The name changed: the slug follows it unless the admin has typed in the slug field. */
export const slugAfterNameChange = (field: SlugField, name: string): SlugField => (field.edited ? field : { slug: slugify(name), edited: false });

/** The admin typed in the slug field: keep what they typed, and stop following the name. */
export const slugAfterSlugInput = (typed: string): SlugField => ({ slug: typed, edited: true });
