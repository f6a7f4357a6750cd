import { expect, test } from './support/test';
import { runTag, signIn } from './support/admin';
import { json, removeTaggedContent, type QuestionRecord } from './support/admin-content';

// The question form (/add-question, /edit-question/{id}) and /manage-questions.

const tag = runTag();

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});

// Whatever happens below, nothing of this run stays behind for the other specs (topic counts, exam lists...).
test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

test.describe('the question form', () => {
  test('the rich-text editor has the spec toolbar, makes links, and never loads on public pages', async ({ page }) => {
    // Chunk names follow the source file names (PascalCase before web/src went kebab-case, kebab-case after).
    const tiptapChunk = /TiptapEditor|tiptap-editor/;
    const editorChunks: string[] = [];
    page.on('request', (request) => {
      if (/TiptapEditor|RichTextEditor-|tiptap-editor|rich-text-editor-/.test(request.url()) && !request.url().includes('notes'))
        editorChunks.push(request.url());
    });
    await page.goto('/practice');
    await expect(page.getByRole('heading', { name: 'Practice Topics' })).toBeVisible();
    await page.goto('/practice/general-aptitude');
    await expect(page.getByRole('heading', { level: 1, name: 'General Aptitude' })).toBeVisible();
    expect(editorChunks.filter((url) => tiptapChunk.test(url))).toEqual([]);

    await page.goto('/add-question');
    const toolbar = page.getByRole('toolbar', { name: 'Explanation (optional) formatting' });
    const tools = [
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Link',
      'Clear formatting',
    ];
    await expect(toolbar.getByRole('button')).toHaveCount(tools.length);
    expect(await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(
      tools,
    );
    expect(editorChunks.some((url) => tiptapChunk.test(url))).toBe(true);

    const explanation = page.getByRole('textbox', { name: 'Explanation (optional)' });
    await explanation.click();
    await page.keyboard.type('Read the notice');
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByLabel('Link address').press('Enter');
    await expect(page.getByText('Enter a web address (https://...) or an e-mail address')).toBeVisible();
    await page.getByLabel('Link address').fill('ssc.gov.in/notice');
    await page.getByLabel('Link address').press('Enter');
    await expect(explanation.locator('a')).toHaveAttribute('href', 'https://ssc.gov.in/notice');
    await expect(explanation.locator('a')).toHaveText('Read the notice');

    // Keyboard: the toolbar is one tab stop, arrows move inside it.
    await toolbar.getByRole('button', { name: 'Heading 1' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Clear formatting' })).toBeFocused();

    // Headings, lists and clean.
    await explanation.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Steps');
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await expect(explanation.locator('h2')).toHaveText('Steps');
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await expect(explanation.locator('ul li')).toHaveText('Steps');
    await toolbar.getByRole('button', { name: 'Clear formatting' }).click();
    await expect(explanation.locator('ul, h2')).toHaveCount(0);
  });

  test('editing keeps stored formatting the toolbar does not make (sup, sub, code, code blocks, tables)', async ({ page }) => {
    // A question of this run, made through the API with such formatting in its text and explanation.
    const topic = await page.request.post('/api/topics/add', { data: { topic_name: `e2e keep ${tag}` } });
    expect(topic.status()).toBe(201);
    const subtopic = await page.request.post('/api/subtopics/add', {
      data: { subtopic_name: `e2e keep ${tag}`, topic_id: (await topic.json())._id },
    });
    expect(subtopic.status()).toBe(201);
    const created = await page.request.post('/api/questions/add', {
      data: {
        question: '<p>Solve x<sup>2</sup> = 16 for H<sub>2</sub>O with <code>x</code></p>',
        question_type: 'text',
        subtopic_id: (await subtopic.json())._id,
        explanation:
          '<p>Steps:</p><pre><code>x = 4</code></pre><table><thead><tr><th>Root</th><th>Sign</th></tr></thead><tbody><tr><td>4</td><td>+</td></tr><tr><td colspan="2">both</td></tr></tbody></table>',
        options: JSON.stringify([
          { option_type: 'text', option_text: '4' },
          { option_type: 'text', option_text: '8' },
        ]),
        answer: '4',
        exam_ids: '[]',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as QuestionRecord).question._id;

    await page.goto(`/edit-question/${id}`);
    const questionText = page.getByRole('textbox', { name: 'Question text' });
    await expect(questionText.locator('sup')).toHaveText('2');
    await expect(questionText.locator('sub')).toHaveText('2');
    await expect(questionText.locator('code')).toHaveText('x');
    const explanation = page.getByRole('textbox', { name: 'Explanation (optional)' });
    await expect(explanation.locator('pre')).toHaveText('x = 4');
    await expect(explanation.locator('th')).toHaveText(['Root', 'Sign']);
    await expect(explanation.locator('td[colspan="2"]')).toHaveText('both');

    // Edits elsewhere in both texts; the stored HTML keeps all of it.
    await questionText.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' now');
    await explanation.locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (checked)');
    await page.getByRole('button', { name: 'Update Question' }).click();
    await expect(page.getByText('Question updated successfully!')).toBeVisible();

    const stored = await json<QuestionRecord>(page.request, `/api/questions/id/${id}`);
    expect(stored.question.question).toContain('x<sup>2</sup>');
    expect(stored.question.question).toContain('H<sub>2</sub>O');
    expect(stored.question.question).toContain('<code>x</code>');
    expect(stored.question.question).toContain(' now');
    expect(stored.question.explanation).toContain('Steps: (checked)');
    expect(stored.question.explanation).toMatch(/<pre><code>x = 4<\/code><\/pre>/);
    expect(stored.question.explanation).toMatch(/<th[^>]*>.*Root.*<\/th>/);
    expect(stored.question.explanation).toMatch(/<td colspan="2"[^>]*>.*both.*<\/td>/);
  });
});
