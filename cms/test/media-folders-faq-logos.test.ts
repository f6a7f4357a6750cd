import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsDir, requireFromCms, type Stack } from '#harness/stack.js';
import { makeImage, useAdminStack, type AdminClient } from '#harness/admin.js';
import { uploadPng } from '#harness/fixtures.js';
import { panelUser } from '#harness/panel.js';
import { FILE, placeOf as placeOfIn, rootFolder as rootFolderIn, type Place } from '#test/helpers/media-library.js';

/**
 * A FAQ's logo (its `logo_url`, the `/uploads/…` address POST /api/upload/image answers) moves from the library's
 * root, or the "API Uploads" folder the proxy's uploads land in, into "FAQ logos" once a FAQ names it; pictures
 * in its answers are not logos and stay; a folder an editor chose stays.
 */

const FAQ = 'api::faq.faq';

let stack: Stack;
let api: AdminClient;
/** Strapi's admin API (media library) as an account of the panel's Editor role. */
let panel: (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the CMS warned about filing pictures (a failed move is logged, not answered: the save already worked). */
const filingWarnings: string[] = [];

useAdminStack(async (started) => {
  ({ stack, api } = started);
  const warn = stack.strapi.log.warn.bind(stack.strapi.log);
  stack.strapi.log.warn = (message: unknown, ...rest: unknown[]) => {
    if (String(message).startsWith('Media library')) filingWarnings.push(String(message));
    return warn(message, ...rest);
  };
  panel = (await panelUser(stack, 'strapi-editor')).call;
});

const placeOf = (fileId: number) => placeOfIn(stack, fileId);
const inFaqLogos = async (): Promise<Place> => ({ folder: 'FAQ logos', folderPath: (await rootFolderIn(stack, 'FAQ logos')).path });
const atRoot: Place = { folder: null, folderPath: '/' };

/** A FAQ logo as the site's admin uploads it: its address and file id. */
async function uploadFaqLogo(): Promise<{ url: string; id: number }> {
  const image = `data:image/png;base64,${(await makeImage('png')).toString('base64')}`;
  const answer = await api.post('/api/upload/image', { image, folder: 'faq-logos' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const url = answer.body.url as string;
  const file = await stack.strapi.db.query(FILE).findOne({ where: { url }, select: ['id'] });
  expect(file, url).toBeTruthy();
  return { url, id: file.id };
}

/** An upload through Strapi's panel (its media library dialog), into `folder` or the root. */
async function uploadToLibrary(name: string, folder: number | null = null): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }), name);
  form.append('fileInfo', JSON.stringify({ name, folder }));
  const answer = await panel('POST', '/upload', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body[0];
}

const faqForm = (logoUrl: string, answer = '<p>Because.</p>') => ({
  topic_title: `Logo FAQ ${randomBytes(3).toString('hex')}`,
  slug: `logo-faq-${randomBytes(3).toString('hex')}`,
  description: '',
  questions: [{ question: 'Why?', answer, order: 0 }],
  featured: false,
  is_active: true,
  tags: [],
  logo_url: logoUrl,
});

describe('FAQ logos in the media library', () => {
  afterEach(() => {
    expect(filingWarnings).toEqual([]);
  });

  it('files a logo uploaded through the site admin API into "FAQ logos", on create and on update', async () => {
    const logo = await uploadFaqLogo();
    expect(await placeOf(logo.id)).not.toEqual(await inFaqLogos());
    const inAnswer = await uploadToLibrary('faq-answer.png');
    const created = await api.post(
      '/api/faqs/admin/create',
      faqForm(logo.url, `<p>See:</p><img src="${stack.strapiUrl}${inAnswer.url}" alt="figure">`),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await placeOf(logo.id)).toEqual(await inFaqLogos());
    const links = await stack.strapi.db.connection('files_folder_lnk').where('file_id', logo.id).count({ count: '*' });
    expect(Number(links[0].count)).toBe(1);
    // "FAQ logos" holds logos: a picture in an answer is not one.
    expect(await placeOf(inAnswer.id)).toEqual(atRoot);

    const newLogo = await uploadFaqLogo();
    const updated = await api.put(`/api/faqs/admin/${created.body._id}`, { ...faqForm(newLogo.url), slug: created.body.slug });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await placeOf(newLogo.id)).toEqual(await inFaqLogos());
    // A logo elsewhere on the web names no upload here: saved, nothing moved, no warning.
    const external = await api.put(`/api/faqs/admin/${created.body._id}`, {
      ...faqForm('https://example.org/uploads/logo.png'),
      slug: created.body.slug,
    });
    expect(external.status, JSON.stringify(external.body)).toBe(200);
  });

  it('leaves a logo an editor put in another folder where it is', async () => {
    const folder = await panel('POST', '/upload/folders', { name: 'Brand logos', parent: null });
    expect(folder.status, JSON.stringify(folder.body)).toBe(201);
    const logo = await uploadToLibrary('brand-logo.png', folder.body.data.id);
    const created = await api.post('/api/faqs/admin/create', faqForm(logo.url));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await placeOf(logo.id)).toEqual({ folder: 'Brand logos', folderPath: folder.body.data.path });
  });

  it('files logos still unfiled at start-up (saved before, or around the document service)', async () => {
    const logo = await uploadPng(stack.strapi, `old-logo-${randomBytes(3).toString('hex')}.png`);
    const { questions: _questions, ...fields } = faqForm(logo.url);
    await stack.strapi.db.query(FAQ).create({ data: { ...fields, locale: 'en', documentId: `old${randomBytes(8).toString('hex')}` } });
    expect(await placeOf(logo.id)).toEqual(atRoot);
    const mediaFolders = requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'media-folders.js'));
    expect(await mediaFolders.fileUnfiledMediaInUse(stack.strapi)).toBe(1);
    expect(await placeOf(logo.id)).toEqual(await inFaqLogos());
    // A second start finds nothing left to file.
    expect(await mediaFolders.fileUnfiledMediaInUse(stack.strapi)).toBe(0);
  });
});
