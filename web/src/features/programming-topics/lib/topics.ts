import type { CodeBlock, ContentBlock, ProgrammingTopicSummary } from '@exam-prep/contract/public/programming';

/**
 * The topics whose title, description, category or a tag holds the search (case-insensitive), then those of the
 * category (exact); all of them without either.
 */
export function filterTopics<T extends Pick<ProgrammingTopicSummary, 'title' | 'description' | 'category' | 'tags'>>(
  topics: readonly T[],
  search: string,
  category: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return topics.filter((topic) => {
    if (category && topic.category !== category) return false;
    if (!needle) return true;
    return [topic.title, topic.description, topic.category, ...topic.tags].some((field) => field.toLowerCase().includes(needle));
  });
}

/** Blocks by `order`, ties in the order given. */
export const sortBlocks = (blocks: readonly ContentBlock[]): ContentBlock[] => [...blocks].sort((a, b) => a.order - b.order);

/** What a question shows, in order: a block alone, or consecutive code blocks in several languages as tabs. */
export type BlockGroup = { kind: 'single'; block: ContentBlock } | { kind: 'tabs'; blocks: CodeBlock[] };

/**
 * The question's blocks sorted by order, grouped: a run of consecutive code blocks with more than one distinct
 * language (compared lowercased) becomes one set of tabs; any other block stands alone.
 */
export function groupBlocks(blocks: readonly ContentBlock[]): BlockGroup[] {
  const groups: BlockGroup[] = [];
  let run: CodeBlock[] = [];
  const flush = () => {
    const languages = new Set(run.map((block) => block.language.trim().toLowerCase()));
    if (languages.size > 1) groups.push({ kind: 'tabs', blocks: run });
    else run.forEach((block) => groups.push({ kind: 'single', block }));
    run = [];
  };
  for (const block of sortBlocks(blocks)) {
    if (block.type === 'code') {
      run.push(block);
      continue;
    }
    flush();
    groups.push({ kind: 'single', block });
  }
  flush();
  return groups;
}

/** A tab's title: 'PYTHON (Solution 1)', or 'PYTHON' without a label. */
export const tabTitle = (block: Pick<CodeBlock, 'language' | 'label'>): string => {
  const language = (block.language.trim() || 'code').toUpperCase();
  return block.label.trim() ? `${language} (${block.label.trim()})` : language;
};
