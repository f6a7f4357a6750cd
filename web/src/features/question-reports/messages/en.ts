/**
 * The "Report a mistake" texts (t('question-reports.…')): the link under a question and its dialog. The reasons'
 * labels are the contract's (REASON_LABELS). Hindi: ./hi.ts.
 */
const messages = {
  link: {
    report: 'Report a mistake',
    reported: 'Reported',
    reportedFixed: 'Reported · fixed',
    reportedRejected: 'Reported · rejected',
  },
  dialog: {
    title: 'Report a mistake',
    reasons: 'What is wrong?',
    alreadyReported: '(already reported)',
    note: 'Note (optional)',
    noteHint: 'What should it say? Plain text.',
    count: '{{count}} / {{max}} characters',
    send: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    chooseReason: 'Choose what is wrong first.',
    allReported: 'You have reported this question for every reason. Thank you: our editors will look at it.',
    sentTitle: 'Thank you!',
    sent: 'Your report reached our editors. The link under the question will tell you when they have looked at it.',
    errors: {
      already: 'You have already reported this question for this reason. Choose another reason, or close.',
      flood: 'This question was already reported from your network today. Thank you.',
      tooMany: 'Too many reports from your network: please try again later.',
      notFound: 'This question is no longer available, so it cannot be reported.',
      network: 'No connection: the report was not sent. Check your connection and try again.',
      failed: 'The report could not be sent. Please try again.',
      invalid: 'The report was not accepted: {{message}}',
    },
  },
};
export default messages;
