import { slugify } from '@exam-prep/contract/slug';

/**
 * The slug fields of the create and edit forms. The slug shown is the contract's slugify (admin spec §4), the
 * rule the proxy stores with, hyphens at the ends trimmed: the field shows what will be stored.
 */

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
export const slugAfterNameChange = (field: SlugField, name: string): SlugField =>
  field.edited ? field : { slug: slugify(name), edited: false };

/** The admin typed in the slug field: keep what they typed, and stop following the name. */
export const slugAfterSlugInput = (typed: string): SlugField => ({ slug: typed, edited: true });
