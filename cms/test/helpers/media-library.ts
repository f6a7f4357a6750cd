import { expect } from 'vitest';
import type { Stack } from '#harness/stack.js';

export const FILE = 'plugin::upload.file';
export const FOLDER = 'plugin::upload.folder';

export interface Place {
  folder: string | null;
  folderPath: string;
}

/** Where a file sits in the media library: its folder's name (null at the root) and its `folderPath`. */
export async function placeOf(stack: Stack, fileId: number): Promise<Place> {
  const file = await stack.strapi.db
    .query(FILE)
    .findOne({ where: { id: fileId }, select: ['folderPath'], populate: { folder: { select: ['name'] } } });
  return { folder: file.folder?.name ?? null, folderPath: file.folderPath };
}

/** The one root folder of that name (a second would be a duplicate the filing must never make). */
export async function rootFolder(stack: Stack, name: string): Promise<{ id: number; path: string; pathId: number }> {
  const folders = await stack.strapi.db.query(FOLDER).findMany({ where: { name, parent: null } });
  expect(folders, `root folders named ${name}`).toHaveLength(1);
  return folders[0];
}

/** The place of a picture filed into "Questions". */
export const inQuestions = async (stack: Stack): Promise<Place> => ({
  folder: 'Questions',
  folderPath: (await rootFolder(stack, 'Questions')).path,
});
