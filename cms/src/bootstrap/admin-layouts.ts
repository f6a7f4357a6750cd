import type { Core } from '@strapi/strapi';
import { COMPONENT_HELP, CONTENT_TYPE_HELP, type ModelHelp } from './admin-field-help';

interface LayoutPlan {
  /** The field shown for an entry in lists and relation pickers (Strapi's default is the numeric id). */
  mainField: string;
  /** Columns of the list view. */
  list: string[];
  sortBy?: string;
  sortOrder?: 'ASC' | 'DESC';
}

const CONTENT_TYPE_LAYOUTS: Record<string, LayoutPlan> = {
  'api::exam.exam': { mainField: 'exam_name', list: ['exam_name', 'exam_level', 'updatedAt'], sortBy: 'exam_name' },
  'api::topic.topic': { mainField: 'topic_name', list: ['topic_name', 'updatedAt'], sortBy: 'topic_name' },
  'api::subtopic.subtopic': {
    mainField: 'subtopic_name',
    list: ['subtopic_name', 'category', 'topic', 'updatedAt'],
    sortBy: 'subtopic_name',
  },
  // Questions are named by their title (kept from the text by the CMS), newest edits first.
  'api::question.question': {
    mainField: 'question_title',
    list: ['question_title', 'subtopic', 'exams', 'question_type', 'held_for_tests', 'updatedAt'],
    sortBy: 'updatedAt',
    sortOrder: 'DESC',
  },
  'api::exam-pattern.exam-pattern': {
    mainField: 'exam_name',
    list: ['exam_name', 'exam_level', 'featured', 'is_active', 'views'],
    sortBy: 'exam_name',
  },
  'api::cheatsheet.cheatsheet': { mainField: 'title', list: ['title', 'category', 'featured', 'is_active', 'views'], sortBy: 'title' },
  'api::faq.faq': { mainField: 'topic_title', list: ['topic_title', 'slug', 'featured', 'is_active', 'views'], sortBy: 'topic_title' },
  'api::programming-topic.programming-topic': {
    mainField: 'title',
    list: ['title', 'slug', 'category', 'difficulty', 'featured', 'is_active'],
    sortBy: 'title',
  },
  // Code questions by topic, then in their page's order.
  'api::code-question.code-question': {
    mainField: 'title',
    list: ['title', 'topic', 'difficulty', 'order', 'is_active'],
    sortBy: 'order',
  },
  'api::mock-test.mock-test': { mainField: 'title', list: ['title', 'kind', 'exam', 'year', 'is_active', 'updatedAt'], sortBy: 'title' },
  // Students' reports: the question column shows its title (its mainField); newest first, filtered by status and reason.
  'api::question-report.question-report': {
    mainField: 'reason',
    list: ['question', 'reason', 'report_status', 'note', 'createdAt'],
    sortBy: 'createdAt',
    sortOrder: 'DESC',
  },
};

const COMPONENT_MAIN_FIELDS: Record<string, string> = {
  'question.option': 'option_text',
  'exam-pattern.section': 'section_name',
  'exam-pattern.section-topic': 'topic_name',
  'exam-pattern.important-date': 'event',
  'cheatsheet.item': 'title',
  'cheatsheet.block': 'type',
  'mock-test.section': 'section_name',
  'faq.question-answer': 'question',
  'code-question.content-block': 'type',
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

type EditField = { name: string; size: number };
type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  settings: Record<string, unknown> & { mainField?: string };
  metadatas: Record<string, Metadata>;
  layouts: Record<string, unknown> & { list?: string[]; edit?: EditField[][] };
};
type Attribute = { type: string; customField?: string; target?: string };
type FieldSizes = {
  hasFieldSize(type?: string): boolean;
  getFieldSize(type: string): { default: number; isResizable: boolean };
};

const EDIT_ROW_WIDTH = 12;
const STRAPI_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt'];

/**
 * Labels and help texts for every field (admin-field-help.ts), the main field of the target in every relation
 * (so relation pickers and the list's relation filters show and match names, not ids), and Strapi's own
 * fields (id, timestamps) left as Strapi labels them.
 */
function describedMetadatas(
  configuration: Configuration,
  help: ModelHelp,
  attributes: Record<string, Attribute>,
): Configuration['metadatas'] {
  const metadatas: Configuration['metadatas'] = {};
  for (const [field, meta] of Object.entries(configuration.metadatas ?? {})) {
    const fieldHelp = help[field];
    if (!fieldHelp || STRAPI_FIELDS.includes(field)) {
      metadatas[field] = meta;
      continue;
    }
    const label = fieldHelp.label ?? readableLabel(field);
    const target = attributes[field]?.type === 'relation' ? attributes[field]?.target : undefined;
    const targetMainField = target ? CONTENT_TYPE_LAYOUTS[target]?.mainField : undefined;
    metadatas[field] = {
      ...meta,
      edit: {
        ...meta.edit,
        label,
        description: fieldHelp.description,
        editable: fieldHelp.editable ?? true,
        ...(targetMainField ? { mainField: targetMainField } : {}),
      },
      list: { ...meta.list, label },
    };
  }
  return metadatas;
}

/**
 * The edit view's fields in the order of the help table (fields it does not name keep their place after it),
 * packed into rows of 12 columns. A size from the help table is used where Strapi allows resizing that type.
 */
function orderedEditLayout(
  configuration: Configuration,
  help: ModelHelp,
  attributes: Record<string, Attribute>,
  fieldSizes: FieldSizes,
): EditField[][] {
  const current = (configuration.layouts?.edit ?? []).flat();
  const order = Object.keys(help);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const fields = [...current].sort((a, b) => rank(a.name) - rank(b.name)); // stable: unnamed fields keep their order
  const rows: EditField[][] = [];
  let row: EditField[] = [];
  for (const field of fields) {
    const attribute = attributes[field.name];
    const type = attribute?.customField && fieldSizes.hasFieldSize(attribute.customField) ? attribute.customField : attribute?.type;
    const wanted = help[field.name]?.size;
    const size = wanted && type && fieldSizes.getFieldSize(type).isResizable ? wanted : field.size;
    if (row.length > 0 && row.reduce((sum, placed) => sum + placed.size, 0) + size > EDIT_ROW_WIDTH) {
      rows.push(row);
      row = [];
    }
    row.push({ name: field.name, size });
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * Gives Strapi's admin panel readable labels and a help text on every field, meaningful entry titles (so
 * relation pickers show names, not ids), a sensible field order and useful list columns and filters. Applied
 * once per layout version (a marker in Strapi's store), so an editor's own layout changes in the panel are never
 * overwritten afterwards; raise the version when the plan here changes.
 */
const LAYOUT_VERSION = 7;

export async function configureAdminLayouts(strapi: Core.Strapi) {
  const contentManager = strapi.plugin('content-manager');
  if (!contentManager) return;
  const store = strapi.store({ type: 'plugin', name: 'exam-prep' });
  if (((await store.get({ key: 'admin-layouts-version' })) as number | null) === LAYOUT_VERSION) return;
  const contentTypes = contentManager.service('content-types');
  const components = contentManager.service('components');
  const fieldSizes = contentManager.service('field-sizes') as FieldSizes;

  for (const [uid, plan] of Object.entries(CONTENT_TYPE_LAYOUTS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const help = CONTENT_TYPE_HELP[uid] ?? {};
    const attributes = contentType.attributes as Record<string, Attribute>;
    const configuration = (await contentTypes.findConfiguration(contentType)) as Configuration & { uid: string };
    const { uid: _uid, ...rest } = configuration;
    await contentTypes.updateConfiguration(contentType, {
      ...rest,
      settings: {
        ...configuration.settings,
        mainField: plan.mainField,
        defaultSortBy: plan.sortBy ?? 'id',
        defaultSortOrder: plan.sortOrder ?? 'ASC',
        pageSize: 20,
        // The list's search box (Strapi's `_q`) and filter button.
        searchable: true,
        filterable: true,
      },
      metadatas: describedMetadatas(configuration, help, attributes),
      layouts: { ...configuration.layouts, list: plan.list, edit: orderedEditLayout(configuration, help, attributes, fieldSizes) },
    });
  }

  for (const [uid, help] of Object.entries(COMPONENT_HELP)) {
    const component = strapi.components[uid as keyof typeof strapi.components];
    if (!component) continue;
    const attributes = (component as unknown as { attributes: Record<string, Attribute> }).attributes;
    const configuration = (await components.findConfiguration(component)) as Configuration & { uid: string };
    const { uid: _uid, ...rest } = configuration;
    const mainField = COMPONENT_MAIN_FIELDS[uid];
    await components.updateConfiguration(component, {
      ...rest,
      settings: mainField ? { ...configuration.settings, mainField } : configuration.settings,
      metadatas: describedMetadatas(configuration, help, attributes),
      layouts: { ...configuration.layouts, edit: orderedEditLayout(configuration, help, attributes, fieldSizes) },
    });
  }
  await store.set({ key: 'admin-layouts-version', value: LAYOUT_VERSION });
}
