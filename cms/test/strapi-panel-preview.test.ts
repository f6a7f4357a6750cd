// Strapi's own admin panel made for editors: its preview opens an entry's public page, and the site lets the panel
// frame that page (and no other). A real Strapi (SQLite, then PostgreSQL), signed in to its admin API the way the panel
// signs in. The Editor and Author roles: strapi-editor-roles.test.ts.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, startFixtureStack } from '#harness/fixtures.js';
import { panelUser } from '#harness/panel.js';
import { head, makeWebDist } from '#harness/served-html.js';
import { type Stack } from '#harness/stack.js';

const SITE = 'https://examprep.example';
const PANEL = 'https://cms.examprep.example';
const QUESTION = 'api::question.question';

type PanelUser = Awaited<ReturnType<typeof panelUser>>;

let stack: Stack;
let fx: Fixtures;
let distDir: string;
let superAdmin: PanelUser;
let editor: PanelUser;
let author: PanelUser;

beforeAll(async () => {
  distDir = makeWebDist();
  // PUBLIC_SITE_URL reaches both: the CMS's preview links and the proxy's canonical links.
  ({ stack, fx } = await startFixtureStack({ env: { WEB_DIST_DIR: distDir, PUBLIC_SITE_URL: SITE, PUBLIC_CMS_URL: PANEL } }));
  await stack.settle();
  superAdmin = await panelUser(stack, 'strapi-super-admin', 'Owner');
  editor = await panelUser(stack, 'strapi-editor');
  author = await panelUser(stack, 'strapi-author', 'Arthur');
});
afterAll(async () => {
  await stack?.stop();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

/** The panel's call for an entry's preview address (@strapi/content-manager, server/preview/routes). */
const previewOf = (who: PanelUser, uid: string, documentId: string) =>
  who.call('GET', `/content-manager/preview/url/${uid}?documentId=${encodeURIComponent(documentId)}`);

/** A preview address of the site, asked for through this test's proxy. */
async function openThroughProxy(url: string) {
  expect(url.startsWith(`${SITE}/`), url).toBe(true);
  const response = await stack.get(url.slice(SITE.length));
  const html = await response.text();
  const directives = (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim());
  return {
    status: response.status,
    html,
    frameAncestors: directives.find((directive) => directive.startsWith('frame-ancestors')),
    xFrameOptions: response.headers.get('x-frame-options'),
  };
}

describe("the panel's preview opens the entry's public page", () => {
  let subtopicName: string;
  let paged: Array<{ documentId: string }>;

  beforeAll(async () => {
    // Twelve questions in a subtopic of their own, with another subtopic's questions created in between: the twelfth is
    // on the second page of ten, counted within its subtopic only.
    subtopicName = `preview-paging-${randomBytes(2).toString('hex')}`;
    const subtopic = await stack.strapi
      .documents('api::subtopic.subtopic')
      .create({ data: { subtopic_name: subtopicName, topic: fx.topics.aptitude.documentId } });
    paged = [];
    for (let index = 0; index < 12; index++) {
      const created = await stack.strapi.documents(QUESTION).create({
        data: {
          question: `<p>Paging question ${index + 1}</p>`,
          question_type: 'text',
          answer: 'Yes',
          subtopic: subtopic.documentId,
          options: [
            { option_type: 'text', option_text: 'Yes' },
            { option_type: 'text', option_text: 'No' },
          ],
        },
      });
      paged.push(created);
      if (index % 4 === 0) {
        await stack.strapi.documents(QUESTION).create({
          data: { question: '<p>Elsewhere</p>', question_type: 'text', answer: 'A', subtopic: fx.subtopics.timeAndWork.documentId },
        });
      }
    }
    await stack.settle();
  });

  it('a question: its practice page, on the page of ten that holds it today', async () => {
    const practicePage = `${SITE}/practice/general-aptitude/${subtopicName}`;
    for (const [index, page] of [
      [0, 1],
      [9, 1],
      [10, 2],
      [11, 2],
    ] as const) {
      const answer = await previewOf(superAdmin, QUESTION, paged[index]!.documentId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.url).toBe(`${practicePage}?page=${page}&preview=1#question-${paged[index]!.documentId}`);
    }
    // The site's own list agrees: that page of the subtopic holds the question.
    const secondPage = await stack.json(`/api/questions/subtopic/${subtopicName}?page=2&limit=10`);
    expect(secondPage.status).toBe(200);
    expect(secondPage.body.map((record: { question: { _id: string } }) => record.question._id)).toEqual([
      paged[10]!.documentId,
      paged[11]!.documentId,
    ]);
    // A fixture question, first of its subtopic.
    const fixture = await previewOf(superAdmin, QUESTION, fx.questions.percentQuestions[0]!.documentId);
    const first = fx.questions.percentQuestions[0]!.documentId;
    expect(fixture.body.data.url).toBe(`${SITE}/practice/general-aptitude/percentages?page=1&preview=1#question-${first}`);
  });

  it('an exam pattern and a cheatsheet: their pages by slug', async () => {
    const pattern = await previewOf(superAdmin, 'api::exam-pattern.exam-pattern', fx.patterns.sscPattern.documentId);
    expect(pattern.status).toBe(200);
    expect(pattern.body.data.url).toBe(`${SITE}/exam-patterns/ssc-cgl-tier-1?preview=1`);
    const sheet = await previewOf(superAdmin, 'api::cheatsheet.cheatsheet', fx.cheatsheets.python.documentId);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.url).toBe(`${SITE}/cheatsheets/python-essentials?preview=1`);
  });

  it('no page, no preview: a question outside any subtopic, an unknown one, and the other types (204)', async () => {
    const loose = await stack.strapi.documents(QUESTION).create({ data: { question: '<p>Loose</p>', question_type: 'text', answer: 'A' } });
    expect((await previewOf(superAdmin, QUESTION, loose.documentId)).status).toBe(204);
    expect((await previewOf(superAdmin, QUESTION, 'no-such-document')).status).toBe(204);
    expect((await previewOf(superAdmin, 'api::topic.topic', fx.topics.aptitude.documentId)).status).toBe(204);
    expect((await previewOf(superAdmin, 'api::exam.exam', fx.exams.sscCgl.documentId)).status).toBe(204);
  });

  it('editors and authors get the same addresses; without a panel session there is none', async () => {
    const expected = `${SITE}/exam-patterns/nda?preview=1`;
    expect((await previewOf(editor, 'api::exam-pattern.exam-pattern', fx.patterns.nda.documentId)).body.data.url).toBe(expected);
    expect((await previewOf(author, 'api::exam-pattern.exam-pattern', fx.patterns.nda.documentId)).body.data.url).toBe(expected);
    const anonymous = await fetch(
      `${stack.strapiUrl}/content-manager/preview/url/api::exam-pattern.exam-pattern?documentId=${fx.patterns.nda.documentId}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('the site serves each preview address as its page, and lets the panel (only) frame it', async () => {
    const addresses = [
      (await previewOf(superAdmin, 'api::exam-pattern.exam-pattern', fx.patterns.sscPattern.documentId)).body.data.url,
      (await previewOf(superAdmin, 'api::cheatsheet.cheatsheet', fx.cheatsheets.python.documentId)).body.data.url,
      (await previewOf(superAdmin, QUESTION, paged[11]!.documentId)).body.data.url,
    ] as string[];
    const canonical = [
      `${SITE}/exam-patterns/ssc-cgl-tier-1`,
      `${SITE}/cheatsheets/python-essentials`,
      `${SITE}/practice/general-aptitude/${subtopicName}`,
    ];
    for (const [index, address] of addresses.entries()) {
      const page = await openThroughProxy(address);
      expect(page.status, address).toBe(200);
      expect(head(page.html).canonical, address).toBe(canonical[index]);
      expect(page.frameAncestors, address).toBe(`frame-ancestors 'self' ${PANEL}`);
      expect(page.xFrameOptions, address).toBeNull();

      // The same page without the marker: framed by the site only, as before.
      const plain = await openThroughProxy(address.replace(/[?&]preview=1(?=#|$)/, ''));
      expect(plain.status, address).toBe(200);
      expect(plain.frameAncestors, address).toBe("frame-ancestors 'self'");
      expect(plain.xFrameOptions, address).toBe('SAMEORIGIN');
    }
  });

  it("Strapi's own policy lets the panel frame the site (allowedOrigins joins its frame-src)", async () => {
    const answer = await fetch(`${stack.strapiUrl}/admin/init`);
    expect(answer.status).toBe(200);
    const frameSrc = (answer.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('frame-src'));
    expect(frameSrc?.split(/\s+/)).toContain(SITE);
  });

  it('API answers are unchanged by the marker (also from the cache)', async () => {
    for (const api of ['/api/exam-patterns/slug/ssc-cgl-tier-1', '/api/cheatsheets/slug/python-essentials']) {
      const plain = await stack.get(api);
      const marked = await stack.get(`${api}?preview=1`);
      const again = await stack.get(`${api}?preview=1`);
      for (const answer of [plain, marked, again]) {
        expect(answer.status, api).toBe(200);
        expect(answer.headers.get('x-frame-options'), api).toBe('SAMEORIGIN');
        expect(answer.headers.get('content-security-policy'), api).not.toContain(PANEL);
        expect(answer.headers.get('content-security-policy'), api).toBe(plain.headers.get('content-security-policy'));
      }
      expect(await marked.json()).toEqual(await plain.json());
    }
  });
});
