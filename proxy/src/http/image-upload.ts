import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from './errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please select a valid image file';

/** An uploaded picture, checked by content; its name and type come from what it really is. */
export interface UploadedImage {
  /** The form field it came in: question_image or option_image_{index}. */
  field: string;
  buffer: Buffer;
  fileName: string;
  mimeType: string;
}

const IMAGE_FIELD = /^(question_image|option_image_\d{1,3})$/;

interface ImageType {
  mimeType: string;
  extension: string;
}

/** PNG, JPEG, WebP or GIF, told by their magic bytes (never by the file name or the browser's claim). */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: '.png' };
  if (starts([0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: '.jpg' };
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { mimeType: 'image/webp', extension: '.webp' };
  }
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return { mimeType: 'image/gif', extension: '.gif' };
  return undefined;
}

const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 60, fields: 100, fieldSize: 2 * 1024 * 1024, parts: 200 },
}).any();

/**
 * Reads a multipart form (a JSON body passes through untouched): text fields into req.body, pictures into
 * res.locals.images. A picture over 5 MB is 413, anything that is not a PNG/JPEG/WebP/GIF is 415, both with
 * the admin spec's messages. Files are held in memory only for the length of the request.
 */
export const receiveImages: RequestHandler = (req, res, next) => {
  receive(req, res, (error: unknown) => {
    if (error) {
      next(toHttpError(error));
      return;
    }
    const images: UploadedImage[] = [];
    for (const file of (req.files as Express.Multer.File[] | undefined) ?? []) {
      // A file input left empty arrives as a nameless, empty part: it means "no picture".
      if (file.size === 0 && !file.originalname) continue;
      if (!IMAGE_FIELD.test(file.fieldname)) {
        next(new HttpError(400, `Unexpected file field "${file.fieldname}": send question_image or option_image_{index}`));
        return;
      }
      const type = detectImageType(file.buffer);
      if (!type) {
        next(new HttpError(415, NOT_AN_IMAGE_MESSAGE));
        return;
      }
      images.push({ field: file.fieldname, buffer: file.buffer, fileName: safeBaseName(file.originalname, file.fieldname) + type.extension, mimeType: type.mimeType });
    }
    res.locals.images = images;
    next();
  });
};

function toHttpError(error: unknown): HttpError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, IMAGE_TOO_LARGE_MESSAGE);
    return new HttpError(400, `The upload was refused: ${error.message}${error.field ? ` (${error.field})` : ''}`);
  }
  return new HttpError(400, 'The upload could not be read. Please try again.');
}

/** The uploader's file name without its extension, reduced to safe characters (Strapi adds a hash). */
function safeBaseName(originalName: string, fallback: string): string {
  const base = originalName.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return base || fallback;
}
