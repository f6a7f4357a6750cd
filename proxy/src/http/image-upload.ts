import type { RequestHandler } from 'express';
import { MAX_IMAGE_BYTES } from '@exam-prep/contract/admin/questions';
import multer from 'multer';
import sharp, { type Metadata } from 'sharp';
import { badRequest, HttpError } from '#src/lib/errors.js';
import type { UploadedImage } from '#src/strapi/media.js';
import { fieldPath, pathToNul } from '#src/lib/validation.js';

export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please select a valid image file';
/** Pixels (all frames of an animation together): a small file can still unpack to gigabytes (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS_MESSAGE = 'The image has too many pixels: at most 40 megapixels (e.g. 8000 × 5000)';

const IMAGE_FIELD = /^(question_image|option_image_\d{1,3})$/;

type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

interface ImageType {
  format: ImageFormat;
  mimeType: string;
  extension: string;
}

const IMAGE_TYPES: Record<ImageFormat, ImageType> = {
  png: { format: 'png', mimeType: 'image/png', extension: '.png' },
  jpeg: { format: 'jpeg', mimeType: 'image/jpeg', extension: '.jpg' },
  webp: { format: 'webp', mimeType: 'image/webp', extension: '.webp' },
  gif: { format: 'gif', mimeType: 'image/gif', extension: '.gif' },
};

/** PNG, JPEG, WebP or GIF, told by their magic bytes (never by the file name or the browser's claim). */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  if (starts([0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpeg;
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return IMAGE_TYPES.webp;
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return IMAGE_TYPES.gif;
  return undefined;
}

// Uploads are decoded once each and never looked at again: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Decodes the whole picture and writes it out afresh in the same format. Magic bytes alone let anything ride
 * behind a valid signature (a PNG header followed by HTML, a GIF header followed by script, a real picture with
 * a page appended): what is stored now is only what the decoder understood as pixels. Refused with 415: bytes
 * that do not decode completely (corrupt, truncated; libvips' warnings count as failures), a decoded format that
 * differs from the signature. Refused with 413: more pixels than MAX_IMAGE_PIXELS. Metadata (EXIF with GPS
 * positions, comments) is dropped on the way; JPEG/WebP orientation is applied to the pixels first.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ buffer: Buffer; type: ImageType }> {
  const claimed = detectImageType(bytes);
  if (!claimed) throw new HttpError(415, NOT_AN_IMAGE_MESSAGE);
  // Every frame of an animation; the pixel limit then counts all of them.
  const decoder = () => sharp(bytes, { failOn: 'warning', animated: true, limitInputPixels: MAX_IMAGE_PIXELS }).timeout({ seconds: 20 });
  let metadata: Metadata;
  try {
    metadata = await decoder().metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (metadata.format !== claimed.format) throw new HttpError(415, NOT_AN_IMAGE_MESSAGE);
  const frames = metadata.pages ?? 1;
  if (metadata.width * (metadata.pageHeight ?? metadata.height) * frames > MAX_IMAGE_PIXELS)
    throw new HttpError(413, TOO_MANY_PIXELS_MESSAGE);

  let pipeline = decoder();
  // Orientation lives in metadata that is about to be dropped: turn the pixels instead (single frames only).
  if (frames === 1 && (claimed.format === 'jpeg' || claimed.format === 'webp')) pipeline = pipeline.rotate();
  switch (claimed.format) {
    case 'png':
      pipeline = pipeline.png();
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: 90 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: 90 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
  }
  try {
    return { buffer: await pipeline.toBuffer(), type: claimed };
  } catch (error) {
    throw refusal(error);
  }
}

/** sharp's failure as the client's answer: too many pixels is 413, anything else means "not a valid image". */
function refusal(error: unknown): HttpError {
  if (/pixel limit/i.test(error instanceof Error ? error.message : '')) return new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  return new HttpError(415, NOT_AN_IMAGE_MESSAGE);
}

const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 60, fields: 100, fieldSize: 2 * 1024 * 1024, parts: 200 },
}).any();

/**
 * Reads a multipart form (a JSON body passes through untouched): text fields into req.body, pictures into
 * res.locals.images. A picture over 5 MB is 413, anything that is not a PNG/JPEG/WebP/GIF through and through
 * is 415, both with the admin spec's messages. Pictures are re-encoded (see reencodeImage) one at a time, and
 * held in memory only for the length of the request.
 */
export const receiveImages: RequestHandler = (req, res, next) => {
  receive(req, res, async (error: unknown) => {
    if (error) {
      next(toHttpError(error));
      return;
    }
    try {
      // Text fields of the form: no NUL characters (see refuseNulInBody).
      const withNul = pathToNul(req.body);
      if (withNul) throw badRequest(`${fieldPath(withNul) || 'The form'} must not contain NUL characters`);
      const images: UploadedImage[] = [];
      for (const file of (req.files as Express.Multer.File[] | undefined) ?? []) {
        // A file input left empty arrives as a nameless, empty part: it means "no picture".
        if (file.size === 0 && !file.originalname) continue;
        if (!IMAGE_FIELD.test(file.fieldname)) {
          throw badRequest(`Unexpected file field "${file.fieldname}": send question_image or option_image_{index}`);
        }
        const { buffer, type } = await reencodeImage(file.buffer);
        images.push({
          field: file.fieldname,
          buffer,
          fileName: safeBaseName(file.originalname, file.fieldname) + type.extension,
          mimeType: type.mimeType,
        });
      }
      res.locals.images = images;
      next();
    } catch (problem) {
      next(problem);
    }
  });
};

function toHttpError(error: unknown): HttpError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, IMAGE_TOO_LARGE_MESSAGE);
    return badRequest(`The upload was refused: ${error.message}${error.field ? ` (${error.field})` : ''}`);
  }
  return badRequest('The upload could not be read. Please try again.');
}

/** The uploader's file name without its extension, reduced to safe characters (Strapi adds a hash). */
function safeBaseName(originalName: string, fallback: string): string {
  const base = originalName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || fallback;
}
