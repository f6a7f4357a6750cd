import { describe, expect, it } from 'vitest';
import { questionForm, useAdminStack, type AdminClient } from '#harness/admin.js';
import type { Fixtures } from '#harness/fixtures.js';
import { panelUser } from '#harness/panel.js';
import { QUESTION } from '#harness/rich-text-doors.js';
import type { Stack } from '#harness/stack.js';

/**
 * The HTML fields of Strapi's panel use our Tiptap editor (the global::rich-text custom field,
 * cms/src/admin/components/rich-text-input.tsx). What it saves is cleaned by the CMS like every write, so students
 * get the same HTML whether an editor wrote it in Strapi's panel or in the site's own admin screens.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
useAdminStack((started) => ({ stack, fx, api } = started));

describe("the panel's editor field and the site's admin screens", () => {
  /** What the Tiptap editor of Strapi's panel saves: its own attributes, a table, code, and a media-library picture. */
  const editorHtml = (cmsUrl: string) =>
    '<h2>Work and time</h2><p><strong>A</strong> does <em>half</em> the job, <u>B</u> the <s>rest</s> (x<sup>2</sup>, H<sub>2</sub>O); ' +
    '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/source">source</a>.</p>' +
    '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>' +
    '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>x</p></th>' +
    '<td colspan="1" rowspan="1"><p>1</p></td></tr></tbody></table>' +
    '<pre><code class="language-js">a &lt; b</code></pre>' +
    `<p><img src="${cmsUrl}/uploads/work_chart_1a2b.png" alt="Chart of the work"><img src="https://tracker.example/pixel.gif"></p>`;

  it('the same HTML comes out of the public API the same, whichever door it took', async () => {
    const html = editorHtml(stack.strapiUrl);
    const editor = await panelUser(stack, 'strapi-editor');
    const throughPanel = await editor.call('POST', `/content-manager/collection-types/${QUESTION}`, {
      question: html,
      question_type: 'text',
      explanation: html,
      answer: 'A',
      options: [
        { option_type: 'text', option_text: 'A' },
        { option_type: 'text', option_text: 'B' },
      ],
      subtopic: { connect: [{ documentId: fx.subtopics.percentages.documentId }] },
    });
    expect(throughPanel.status, JSON.stringify(throughPanel.body).slice(0, 300)).toBe(201);

    const throughSite = await api.post(
      '/api/questions/add',
      questionForm({
        question: html,
        explanation: html,
        answer: 'A',
        subtopic_id: fx.subtopics.percentages.documentId,
        options: [
          { option_type: 'text', option_text: 'A' },
          { option_type: 'text', option_text: 'B' },
        ],
      }),
    );
    expect(throughSite.status, JSON.stringify(throughSite.body).slice(0, 300)).toBe(201);

    const served = async (documentId: string) => (await stack.json(`/api/questions/id/${documentId}`)).body.question;
    const fromPanel = await served(throughPanel.body.data.documentId);
    const fromSite = await served((throughSite.body as { question: { _id: string } }).question._id);
    expect(fromPanel.question).toBe(fromSite.question);
    expect(fromPanel.explanation).toBe(fromSite.explanation);
    // What the editor made survives (a content link served as the public API serves links: new tab, nofollow); the picture is the site's own upload path; the foreign picture and styles go.
    expect(fromPanel.question).toContain('<h2>Work and time</h2>');
    expect(fromPanel.question).toContain('<table><colgroup><col></col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>x</p></th>');
    expect(fromPanel.question).toContain(
      '<a href="https://example.com/source" target="_blank" rel="noopener noreferrer nofollow">source</a>',
    );
    expect(fromPanel.question).toContain('<img src="/uploads/work_chart_1a2b.png" alt="Chart of the work" />');
    expect(fromPanel.question).not.toMatch(/tracker\.example|style=/);
  });
});
