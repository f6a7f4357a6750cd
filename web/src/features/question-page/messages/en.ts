/** A question's own page (t('question-page.…')). Shared question texts are the common catalog's. Hindi: ./hi.ts. */
const messages = {
  heading: '{{subtopic}} Question',
  headingNoSubtopic: 'Practice Question',
  crumb: 'Question',
  figure: 'Figure for this question',
  options: 'Options',
  more: 'More questions',
  moreOf: 'More {{subtopic}} questions',
  previous: 'Previous question',
  next: 'Next question',
  practiseAll: 'Practise all {{subtopic}} questions',
  notFoundTitle: 'Question Not Found',
  notFoundMessage: "The question you're looking for doesn't exist or has been removed.",
  browse: 'Browse practice topics',
  failedTitle: 'Failed to fetch the question',
  failedMessage: 'Please check your connection and try again.',
  loading: 'Loading question...',
};
export default messages;
