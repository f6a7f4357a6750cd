import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '#harness/stack.js';
import { FILE, FOLDER, inQuestions, placeOf } from '#test/helpers/media-library.js';

/**
 * The demo content's pictures are filed into the media library's "Questions" folder as the seed stores them. Read
 * on a stack with the demo content: its database is a copy of the one the seed wrote at its first start (the
 * run's demo template), so this costs no seeding of its own (seeding the whole bank again took most of a minute).
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ seedDemo: true });
});
afterAll(async () => {
  await stack?.stop();
});

describe('the demo content in the media library', () => {
  it('files its pictures into "Questions", with one "Questions" and one "Cheatsheets" folder at the root', async () => {
    const demoImages = await stack.strapi.db
      .query(FILE)
      .findMany({ where: { $or: [{ name: { $startsWith: 'ds-' } }, { name: { $startsWith: 'di-' } }] }, select: ['id'] });
    expect(demoImages.length).toBeGreaterThan(0);
    const questions = await inQuestions(stack);
    for (const image of demoImages) expect(await placeOf(stack, image.id)).toEqual(questions);
    expect(await stack.strapi.db.query(FOLDER).count({ where: { name: { $in: ['Questions', 'Cheatsheets'] } } })).toBe(2);
  });
});
