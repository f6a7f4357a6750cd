import { IMPORT_MESSAGES } from '@exam-prep/contract/admin/question-import';
import type { ImportSource } from './formats/read.js';
import { ImageTooLargeError } from './types.js';
import { HttpError } from '#src/lib/errors.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { removeFiles, storeImages } from '#src/strapi/media.js';

/**
 * Decodes a picture and writes it out afresh (http/image-upload.ts's reencodeImage, passed in by the route: services
 * never see HTTP). Throws an HttpError: 413 for too many pixels, 415 for anything that is not a picture.
 */
export type ImageReencoder = (bytes: Buffer) => Promise<{ buffer: Buffer; type: { mimeType: string; extension: string } }>;

/**
 * The pictures an import's rows name, from its ZIP: checked like single uploads (5 MB, a real PNG/JPEG/WebP/GIF
 * through and through, re-encoded) and stored through Strapi's upload plugin. Each picture is held in memory
 * only while it is checked or stored, and each name is checked once however many rows use it.
 */
export class ImportImages {
  private readonly problems = new Map<string, string | undefined>();

  constructor(
    private readonly source: ImportSource,
    private readonly reencodeImage: ImageReencoder,
  ) {}

  /** What is wrong with the picture of this name, or undefined when it can be stored. */
  async problem(name: string): Promise<string | undefined> {
    if (!this.problems.has(name)) this.problems.set(name, await this.check(name));
    return this.problems.get(name);
  }

  /**
   * Stores the pictures, one at a time (as storeImages does), and returns their file ids by name. If one cannot
   * be stored, those already stored are deleted again before the error is passed on.
   */
  async store(cms: StrapiClient, names: Iterable<string>): Promise<Map<string, number>> {
    const fileIds = new Map<string, number>();
    try {
      for (const name of names) {
        const { buffer, type } = await this.reencodeImage(await this.read(name));
        const stored = await storeImages(cms, [
          { field: name, buffer, fileName: storedName(name) + type.extension, mimeType: type.mimeType },
        ]);
        fileIds.set(name, stored.get(name)!.id);
      }
    } catch (error) {
      await removeFiles(cms, [...fileIds.values()]);
      throw error;
    }
    return fileIds;
  }

  private async read(name: string): Promise<Buffer> {
    const bytes = await this.source.image(name);
    if (!bytes) throw new HttpError(400, IMPORT_MESSAGES.missingImage(name));
    return bytes;
  }

  private async check(name: string): Promise<string | undefined> {
    let bytes: Buffer | undefined;
    try {
      bytes = await this.source.image(name);
    } catch (error) {
      if (error instanceof ImageTooLargeError) return IMPORT_MESSAGES.imageTooLarge(name);
      throw error;
    }
    if (!bytes) return IMPORT_MESSAGES.missingImage(name);
    try {
      await this.reencodeImage(bytes);
      return undefined;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // 413: more pixels than a picture may have (the message says how many); 415: not a picture.
      return error.status === 413 ? `"${name}": ${error.message}` : IMPORT_MESSAGES.notAnImage(name);
    }
  }
}

/** The picture's base name without its extension, in safe characters (Strapi adds a hash), as single uploads are named. */
function storedName(name: string): string {
  const base = name
    .slice(name.lastIndexOf('/') + 1)
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'image';
}
