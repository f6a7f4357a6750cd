import { z } from 'zod';

/** POST /api/upload/image: a picture sent as a base64 data URL in JSON (the FAQ logo field). */

/** The largest picture, decoded; its base64 body is about 6.7 MB, so the route reads JSON bodies up to 8 MB. */
export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';
export const UPLOAD_NOT_AN_IMAGE_MESSAGE = 'Please select an image file (PNG, JPEG, WebP or GIF)';
export const UPLOAD_BAD_DATA_URL_MESSAGE = 'image must be a data URL: data:image/<type>;base64,<data>';

/** `folder` names the client sends, and the media-library folder each one's pictures belong in. */
export const UPLOAD_FOLDERS = { 'faq-logos': 'FAQ logos' } as const;
export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

export const uploadImageInput = z.object({
  image: z
    .string()
    .min(1)
    .max(8 * 1024 * 1024)
    .describe('data:image/png;base64,... (at most 5 MB once decoded).'),
  folder: z
    .string()
    .max(100)
    .optional()
    .describe(`Where the picture is used: ${Object.keys(UPLOAD_FOLDERS).join(', ')} (others are kept with the unfiled uploads).`),
});
export type UploadImageInput = z.input<typeof uploadImageInput>;

export const uploadedImage = z
  .strictObject({ url: z.string().describe('The stored picture: a root-relative /uploads/... address of this site.') })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImage>;
