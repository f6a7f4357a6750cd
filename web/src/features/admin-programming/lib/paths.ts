/** /manage-code-questions, filtered by a topic when there is one. */
export const manageQuestionsPath = (topicId?: string) =>
  topicId ? `/manage-code-questions?topicId=${encodeURIComponent(topicId)}` : '/manage-code-questions';

/** /add-code-question, with the topic to pre-select when the list is filtered by one. */
export const addQuestionPath = (topicId?: string) =>
  topicId ? `/add-code-question?topicId=${encodeURIComponent(topicId)}` : '/add-code-question';
