/**
 * A question's text reduced to what makes it the same question, for the import's duplicate checks (issue #18):
 * tags stripped, HTML character references decoded, whitespace collapsed, trimmed, lower case.
 *
 * A copy of normaliseQuestionKey in contract/src/admin/question-import.ts, which the proxy uses: the CMS loads
 * none of the contract at run time (CommonJS here, ESM there, and the CMS image ships without it). Both sides must
 * compute the same key; proxy/test/cms-question-import.test.ts compares the two on a set of texts.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function normaliseQuestionKey(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
