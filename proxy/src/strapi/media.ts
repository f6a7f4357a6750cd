import type { StrapiClient, StrapiList, StrapiUploadedFile } from './client.js';

/** An uploaded picture, checked by content; its name and type come from what it really is. */
export interface UploadedImage {
  /** The form field it came in: question_image or option_image_{index}. */
  field: string;
  buffer: Buffer;
  fileName: string;
  mimeType: string;
}

/**
 * Stores pictures through Strapi's upload plugin, one at a time (Strapi creates its upload folder on first
 * use and parallel first uploads race for it). If one fails, the ones already stored are deleted again
 * before the error is passed on: a failed save leaves no stray files.
 */
export async function storeImages(cms: StrapiClient, images: UploadedImage[]): Promise<Map<string, StrapiUploadedFile>> {
  const stored = new Map<string, StrapiUploadedFile>();
  try {
    for (const image of images) {
      const [file] = await cms.upload([{ buffer: image.buffer, fileName: image.fileName, mimeType: image.mimeType }]);
      if (!file) throw new Error('The upload plugin stored nothing');
      stored.set(image.field, file);
    }
  } catch (error) {
    await removeFiles(
      cms,
      [...stored.values()].map((file) => file.id),
    );
    throw error;
  }
  return stored;
}

/** Deletes upload files (best effort: a file that is already gone is fine). */
export async function removeFiles(cms: StrapiClient, fileIds: number[]): Promise<void> {
  await Promise.all(fileIds.map((id) => cms.delete(`/upload/files/${id}`).catch(() => undefined)));
}

interface QuestionMediaRow {
  question_image?: { id: number } | null;
  options?: Array<{ image?: { id: number } | null }>;
}

/**
 * Deletes files no question uses any more, after a save or delete that already succeeded. Demo questions
 * may share a picture, so a file still used by another question is kept. If the check itself fails, the
 * files stay: a stray file is harmless, an error answer to a save that worked is not.
 */
export async function removeFilesIfUnused(cms: StrapiClient, fileIds: number[]): Promise<void> {
  const candidates = [...new Set(fileIds)];
  if (candidates.length === 0) return;
  let users: StrapiList<QuestionMediaRow>;
  try {
    users = await cms.get<StrapiList<QuestionMediaRow>>('/questions', {
      fields: ['question_type'],
      filters: { $or: [{ question_image: { id: { $in: candidates } } }, { options: { image: { id: { $in: candidates } } } }] },
      populate: { question_image: { fields: ['id'] }, options: { populate: { image: { fields: ['id'] } } } },
      pagination: { page: 1, pageSize: 100 },
    });
  } catch {
    return;
  }
  const stillUsed = new Set<number>();
  for (const row of users.data) {
    if (row.question_image) stillUsed.add(row.question_image.id);
    for (const option of row.options ?? []) if (option.image) stillUsed.add(option.image.id);
  }
  await removeFiles(
    cms,
    candidates.filter((id) => !stillUsed.has(id)),
  );
}
