import { describe, expect, it } from 'vitest';
import { addToList, defaultCheatsheetForm, formFromCheatsheet, removeFromList, toCheatsheetPayload, type LoadedCheatsheet } from './form';
import { newItem } from './items';

describe('the cheatsheet form', () => {
  it('starts active, not featured, colour #3B82F6, one new item and a slug that follows the title', () => {
    const form = defaultCheatsheetForm();
    expect(form).toMatchObject({ title: '', category: '', is_active: true, featured: false, color: '#3B82F6', categories: [], tags: [] });
    expect(form.slug).toEqual({ slug: '', edited: false });
    expect(form.items).toHaveLength(1);
    expect(form.items[0]).toMatchObject({ category: 'basics', content_type: 'code', language: 'python' });
  });

  it('sends exactly the spec fields, with valid items only', () => {
    const form = defaultCheatsheetForm();
    form.title = ' Git Basics ';
    form.slug = { slug: 'git-basics', edited: false };
    form.category = ' Git ';
    form.description = 'Everyday commands';
    form.items = [
      { ...newItem(0), title: 'Status', code: 'git status', language: 'bash' },
      { ...newItem(1), title: 'Empty' },
    ];
    form.categories = ['basics'];
    form.tags = ['git', 'vcs'];
    const result = toCheatsheetPayload(form);
    expect(result).toEqual({
      payload: {
        title: 'Git Basics',
        slug: 'git-basics',
        category: 'Git',
        description: 'Everyday commands',
        items: [
          { title: 'Status', category: 'basics', description: '', content_type: 'code', order: 0, code: 'git status', language: 'bash' },
        ],
        categories: ['basics'],
        tags: ['git', 'vcs'],
        featured: false,
        is_active: true,
        color: '#3B82F6',
      },
    });
  });

  it("refuses to send without a valid item: 'At least one valid item is required'", () => {
    const form = defaultCheatsheetForm();
    form.title = 'Sheet';
    form.category = 'Git';
    form.items = [{ ...newItem(), title: 'No code' }];
    expect(toCheatsheetPayload(form)).toEqual({ error: 'At least one valid item is required' });
  });

  it("refuses, as the proxy would, fields the contract's cheatsheetInput refuses (nothing is sent)", () => {
    const form = defaultCheatsheetForm();
    form.items = [{ ...newItem(), title: 'Status', code: 'git status' }];
    form.title = '   ';
    form.category = 'Git';
    expect(toCheatsheetPayload(form)).toEqual({ error: 'title is required' });
    form.title = 'Git';
    form.category = 'c'.repeat(81);
    expect(toCheatsheetPayload(form)).toEqual({ error: 'category must be at most 80 characters' });
  });

  it('loads an edit form with the stored slug (never following the title) and defaults for gaps', () => {
    const sheet: LoadedCheatsheet = {
      _id: 'x',
      title: 'SQL',
      slug: 'sql-ref',
      description: null,
      category: 'Database',
      tags: ['sql'],
      categories: ['queries'],
      color: null,
      featured: true,
      is_active: false,
      views: 3,
      items: [{ title: 'Select', order: 0, content_type: 'code', code: 'SELECT 1', language: 'sql', category: 'queries' }],
    };
    const form = formFromCheatsheet(sheet);
    expect(form).toMatchObject({
      title: 'SQL',
      category: 'Database',
      description: '',
      tags: ['sql'],
      categories: ['queries'],
      featured: true,
      is_active: false,
      color: '#3B82F6',
    });
    expect(form.slug).toEqual({ slug: 'sql-ref', edited: true });
    expect(form.items[0]).toMatchObject({ title: 'Select', code: 'SELECT 1', language: 'sql', order: 0 });
  });

  it('adds trimmed, new list entries and removes by position', () => {
    expect(addToList(['basics'], '  loops ')).toEqual(['basics', 'loops']);
    expect(addToList(['basics'], 'BASICS')).toEqual(['basics']);
    expect(addToList(['basics'], '   ')).toEqual(['basics']);
    expect(removeFromList(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
