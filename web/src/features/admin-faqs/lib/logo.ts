/** The logo picker's checks before upload (spec §2.4): a picture of at most 5 MB, read as a data URL. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const UNREADABLE_IMAGE = 'Failed to read image file';

/** What is wrong with the chosen file, or null. */
export function logoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_LOGO_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The file as a base64 data URL; rejects with UNREADABLE_IMAGE. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(UNREADABLE_IMAGE)));
    reader.onerror = () => reject(new Error(UNREADABLE_IMAGE));
    reader.readAsDataURL(file);
  });
}
