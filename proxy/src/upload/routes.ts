import express, { Router, type ErrorRequestHandler } from 'express';
import {
  MAX_UPLOAD_IMAGE_BYTES,
  UPLOAD_BAD_DATA_URL_MESSAGE,
  UPLOAD_FOLDERS,
  UPLOAD_IMAGE_TOO_LARGE_MESSAGE,
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  uploadImageInput,
  type UploadedImage,
} from '@exam-prep/contract/admin/upload';
import { adminRoute } from '#src/http/admin-route.js';
import type { AdminRouterDeps } from '#src/http/admin-router.js';
import { reencodeImage } from '#src/http/image-upload.js';
import { refuseNulInBody } from '#src/http/odd-requests.js';
import { requireAdministrator } from '#src/http/session.js';
import { badRequest, HttpError } from '#src/lib/errors.js';
import { parseOrThrow } from '#src/lib/validation.js';
import { storeImages } from '#src/strapi/media.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { withErrorField } from '#src/lib/admin-content.js';

/**
 * POST /api/upload/image (the FAQ logo field): a picture as a base64 data URL in JSON. Checked and re-encoded like
 * every other upload (http/image-upload.ts), stored through Strapi's upload plugin, answered with its address.
 */

/** 5 MB of picture is about 6.7 MB of base64: this route alone reads JSON bodies up to 8 MB. */
const BODY_LIMIT = '8mb';
const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([\s\S]*)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The picture's bytes from a data URL: 400 when it is not one (or not of an image type), 413 over 5 MB. */
export function decodeDataUrl(image: string): Buffer {
  const match = DATA_URL.exec(image.trim());
  if (!match) {
    if (/^data:[^;,]*;base64,/i.test(image.trim())) throw badRequest(UPLOAD_NOT_AN_IMAGE_MESSAGE);
    throw badRequest(UPLOAD_BAD_DATA_URL_MESSAGE);
  }
  const base64 = match[2]!.replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 === 1 || !BASE64.test(base64)) throw badRequest(UPLOAD_BAD_DATA_URL_MESSAGE);
  // Checked before decoding: the decoded size is three quarters of the text's.
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > MAX_UPLOAD_IMAGE_BYTES) {
    throw new HttpError(413, UPLOAD_IMAGE_TOO_LARGE_MESSAGE);
  }
  return Buffer.from(base64, 'base64');
}

/** A file name that says what the picture is for (the media library shows it). */
const fileBaseName = (folder: string | undefined) => (folder && folder in UPLOAD_FOLDERS ? folder.replace(/s$/, '') : 'image');

export async function uploadImage(cms: StrapiClient, input: unknown): Promise<UploadedImage> {
  const body = parseOrThrow(uploadImageInput, input ?? {});
  const { buffer, type } = await reencodeImage(decodeDataUrl(body.image)).catch((error: unknown) => {
    // Not a picture through and through: this call's client reads any refusal as a 400 with `error`.
    throw error instanceof HttpError && error.status === 415 ? badRequest(UPLOAD_NOT_AN_IMAGE_MESSAGE) : error;
  });
  const stored = await storeImages(cms, [
    { field: 'image', buffer, fileName: `${fileBaseName(body.folder)}${type.extension}`, mimeType: type.mimeType },
  ]);
  const file = stored.get('image')!;
  const at = file.url.lastIndexOf('/uploads/');
  return { url: at === -1 ? file.url : file.url.slice(at) };
}

export function uploadRoutes(deps: AdminRouterDeps): Router {
  const router = Router();
  router.post(
    '/upload/image',
    requireAdministrator(deps.cms, deps.production),
    express.json({ limit: BODY_LIMIT }),
    refuseNulInBody,
    adminRoute(deps, async (req, cms) => ({ status: 201, body: await uploadImage(cms, req.body) }), { write: true, errorField: true }),
  );
  // A body over the limit is a picture far over 5 MB: say so in the words of the client.
  router.use(
    ((error, _req, _res, next) => {
      const tooLarge = (error as { type?: unknown } | undefined)?.type === 'entity.too.large';
      next(tooLarge ? new HttpError(413, UPLOAD_IMAGE_TOO_LARGE_MESSAGE) : error);
    }) as ErrorRequestHandler,
    withErrorField,
  );
  return router;
}
