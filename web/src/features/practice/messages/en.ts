/** The practice pages' texts (t('practice.…')): topics, a topic's subtopics, a subtopic's questions. Hindi: ./hi.ts. */
const messages = {
  topics: {
    title: 'Practice Topics',
    lead: 'Pick a topic, then a subtopic, and check each answer the moment you choose it. Every question has an explanation.',
    emptyTitle: 'No Topics Available',
    emptyMessage: 'Topics will appear here once they are added to the system.',
    cue: 'View subtopics →',
    failed: 'Failed to load topics. Please try again later.',
    loading: 'Loading topics...',
  },
  subtopics: {
    lead: "Choose a subtopic to practise. Pick an exam first to see only that exam's questions.",
    emptyTitle: 'No Subtopics Available',
    emptyMessage: 'There are no subtopics in {{topic}} yet. Please check back soon.',
    browseTopics: 'Browse all topics',
    noResultsTitle: 'No Results Found',
    noResultsMessage: 'No subtopic name or category contains “{{query}}”.',
    clearSearch: 'Clear Search',
    cue: 'Practise questions →',
    cueForExam: 'Practise {{exam}} questions →',
    failed: 'Failed to load subtopics. Please try again later.',
    loading: 'Loading subtopics...',
    chooseExam: 'Choose Exam (optional)',
    allExams: 'All Exams',
    search: 'Search subtopics',
    searchPlaceholder: 'Name or category',
    clearSearchLabel: 'Clear search',
    /** The spec's wording. */
    count: '{{count}} subtopic(s) found',
    /** Subtopics without a category. */
    general: 'General',
  },
  questions: {
    heading: '{{subtopic}} Questions',
    lead: 'Choose an option to check your answer at once. Save questions to revise them later.',
    /** {{exam}}: the exam's name, in bold. */
    onlyExam: 'Only questions asked in {{exam}}.',
    showAll: 'Show all {{subtopic}} questions',
    backTo: 'Back to {{topic}}',
    emptyTitle: 'No Questions Available',
    emptyForExam: 'No questions available for this combination.',
    emptyForSubtopic: 'No questions available for this subtopic.',
    showing: ({ first, last, total }: { first: number; last: number; total: number }) =>
      `Showing ${first}–${last} of ${total} ${total === 1 ? 'question' : 'questions'}`,
    pages: 'Question pages',
    failedTitle: 'Failed to fetch questions',
    failedMessage: 'Please check your connection and try again.',
    loading: 'Loading questions...',
    openPage: 'Open question page',
    openPageOf: ' (question {{number}})',
  },
};
export default messages;
