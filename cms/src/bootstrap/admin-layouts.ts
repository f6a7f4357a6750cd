import type { Core } from '@strapi/strapi';

interface LayoutPlan {
  /** The field shown for an entry in lists and relation pickers (Strapi's default is the numeric id). */
  mainField: string;
  /** Columns of the list view. */
  list: string[];
  sortBy?: string;
}

const CONTENT_TYPE_LAYOUTS: Record<string, LayoutPlan> = {
  'api::exam.exam': { mainField: 'exam_name', list: ['exam_name', 'exam_level', 'updatedAt'], sortBy: 'exam_name' },
  'api::topic.topic': { mainField: 'topic_name', list: ['topic_name', 'updatedAt'], sortBy: 'topic_name' },
  'api::subtopic.subtopic': {
    mainField: 'subtopic_name',
    list: ['subtopic_name', 'category', 'topic', 'updatedAt'],
    sortBy: 'subtopic_name',
  },
  'api::question.question': { mainField: 'answer', list: ['id', 'answer', 'question_type', 'subtopic', 'updatedAt'] },
  'api::exam-pattern.exam-pattern': {
    mainField: 'exam_name',
    list: ['exam_name', 'exam_level', 'featured', 'is_active', 'views'],
    sortBy: 'exam_name',
  },
  'api::cheatsheet.cheatsheet': { mainField: 'title', list: ['title', 'category', 'featured', 'is_active', 'views'], sortBy: 'title' },
};

const COMPONENT_MAIN_FIELDS: Record<string, string> = {
  'question.option': 'option_text',
  'exam-pattern.section': 'section_name',
  'exam-pattern.section-topic': 'topic_name',
  'exam-pattern.important-date': 'event',
  'cheatsheet.item': 'title',
  'cheatsheet.block': 'type',
};

/** 'exam_official_website' → 'Exam official website'; a few words get their proper spelling. */
export function readableLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return label
    .replace(/\bobc\b/i, 'OBC')
    .replace(/^Sc$/, 'SC')
    .replace(/^St$/, 'ST')
    .replace(/\burl\b/i, 'URL');
}

type Configuration = {
  settings: Record<string, unknown> & { mainField?: string };
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: Record<string, unknown> & { list?: string[] };
};

function withReadableLabels(configuration: Configuration): Configuration['metadatas'] {
  const metadatas: Configuration['metadatas'] = {};
  for (const [field, meta] of Object.entries(configuration.metadatas ?? {})) {
    const label = ['id', 'documentId', 'createdAt', 'updatedAt'].includes(field) ? undefined : readableLabel(field);
    metadatas[field] = {
      ...meta,
      edit: meta.edit && label && meta.edit.label === field ? { ...meta.edit, label } : meta.edit,
      list: meta.list && label && meta.list.label === field ? { ...meta.list, label } : meta.list,
    };
  }
  return metadatas;
}

/**
 * Gives Strapi's admin panel readable labels, meaningful entry titles (so relation pickers show names, not ids)
 * and useful list columns. Applied once per layout version (a marker in Strapi's store), so an editor's own
 * layout changes in the panel are never overwritten afterwards.
 */
const LAYOUT_VERSION = 1;

export async function configureAdminLayouts(strapi: Core.Strapi) {
  const contentManager = strapi.plugin('content-manager');
  if (!contentManager) return;
  const store = strapi.store({ type: 'plugin', name: 'exam-prep' });
  if (((await store.get({ key: 'admin-layouts-version' })) as number | null) === LAYOUT_VERSION) return;
  const contentTypes = contentManager.service('content-types');
  const components = contentManager.service('components');

  for (const [uid, plan] of Object.entries(CONTENT_TYPE_LAYOUTS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration = (await contentTypes.findConfiguration(contentType)) as Configuration & { uid: string };
    const { uid: _uid, ...rest } = configuration;
    await contentTypes.updateConfiguration(contentType, {
      ...rest,
      settings: {
        ...configuration.settings,
        mainField: plan.mainField,
        defaultSortBy: plan.sortBy ?? 'id',
        defaultSortOrder: 'ASC',
        pageSize: 20,
      },
      metadatas: withReadableLabels(configuration),
      layouts: { ...configuration.layouts, list: plan.list },
    });
  }

  for (const [uid, mainField] of Object.entries(COMPONENT_MAIN_FIELDS)) {
    const component = strapi.components[uid as keyof typeof strapi.components];
    if (!component) continue;
    const configuration = (await components.findConfiguration(component)) as Configuration & { uid: string };
    const { uid: _uid, ...rest } = configuration;
    await components.updateConfiguration(component, {
      ...rest,
      settings: { ...configuration.settings, mainField },
      metadatas: withReadableLabels(configuration),
    });
  }
  await store.set({ key: 'admin-layouts-version', value: LAYOUT_VERSION });
}
