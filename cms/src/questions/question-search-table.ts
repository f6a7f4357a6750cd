/** SQLite's trigram table of the admin question search (made at start-up: cms/src/bootstrap/question-search-index.ts). */
export const QUESTION_SEARCH_TABLE = 'questions_search';
/** The shortest search the question search index answers (a trigram is three characters). */
export const MIN_INDEXED_SEARCH = 3;
