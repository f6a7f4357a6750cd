import { MAX_IMAGE_BYTES } from '@exam-prep/contract/admin/questions';

/** Pictures for a question or an option (admin spec §5, §9): PNG, JPEG (and WebP or GIF), at most 5 MB (the contract's limit). */
export { MAX_IMAGE_BYTES };

/** What the server recognises by content; the file picker offers the same. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const IMAGE_HINT = 'PNG or JPG, up to 5MB';

/** null when the file can be sent; else the spec's message. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'Please select a valid image file';
  if (file.size > MAX_IMAGE_BYTES) return 'Image size should be less than 5MB';
  return null;
}
