/** Full papers (t('mock-tests.…')): the list, a paper's instructions, the exam screen and the result. Hindi: ./hi.ts. */
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const messages = {
  list: {
    title: 'Mock Tests',
    lead:
      'Full-length papers and previous year papers on the screen you will meet in the exam: sections, timers, mark for review and ' +
      'negative marking, then your score, percentile and every answer explained.',
    failed: 'Failed to load mock tests. Please try again later.',
    loading: 'Loading mock tests...',
    emptyTitle: 'No Mock Tests Yet',
    emptyMessage: 'Full-length papers will appear here once they are added.',
    otherPapers: 'Other papers',
    history: 'Your scores over time',
  },
  paper: {
    previousYear: 'Previous year paper',
    practice: 'Practice paper',
    negative: 'Negative marking',
    running: 'In progress: continue',
    submitted: 'Submitted: see your result',
    scored: 'Taken: see your result',
    questions: ({ count }: { count: number }) => plural(count, 'question'),
    minutes: ({ count }: { count: number }) => plural(count, 'minute'),
    sections: ({ count }: { count: number }) => plural(count, 'section'),
  },
  instructions: {
    back: '← All mock tests',
    about: 'About this paper',
    marking: 'Marking scheme',
    markingText: ({ right, wrong }: { right: string; wrong: string }) =>
      `+${right} for a right answer, ${wrong} for a wrong one, 0 if unanswered.`,
    markingNoDeduction: ({ right }: { right: string }) =>
      `+${right} for a right answer, no marks deducted for a wrong one, 0 if unanswered.`,
    sections: 'Sections',
    section: 'Section',
    questions: 'Questions',
    time: 'Time',
    sectionMinutes: '{{count}} min',
    sectional:
      'Each section has its own time and the sections come in this order. When a section’s time ends it locks (your answers in it ' +
      'are kept) and the next one opens. You cannot go back to a locked section.',
    free: 'You have {{duration}} minutes for the whole paper and may move between sections freely.',
    instructions: 'Instructions',
    screen: 'How the exam screen works',
    /** {{save}} and {{review}}: the buttons' names, in bold. */
    ruleSave:
      'Choosing an option only selects it. {{save}} saves it as your answer; {{review}} saves it and marks the question to look at ' +
      'again. Leaving a question any other way drops an unsaved choice.',
    ruleClear: '{{clear}} removes the answer of the question on screen.',
    ruleMarked: 'Answered questions marked for review are scored like any other answer.',
    ruleClock: 'The clock keeps running if you leave or reload the page; at zero your saved answers are submitted by themselves.',
    palette: 'The question palette',
    start: 'Start',
    startNote: 'The clock starts when you press Start.',
  },
  exam: {
    of: 'of {{total}}',
    saveNext: 'Save & Next',
    reviewNext: 'Mark for Review & Next',
    previous: '← Previous',
    clear: 'Clear Response',
    actions: 'Question actions',
    side: 'Question palette and submission',
    paletteOf: '{{section}}: Question Palette',
    finishSection: 'Finish Section',
    submitTest: 'Submit Test',
    emptySection: '{{section}} has no questions',
    emptyText: 'There is nothing to answer in this section.',
    emptyFinish: 'Finish it to go on to the next one.',
    locked: '{{section}} is locked.',
    opened: '{{section}} is open.',
    sectionClock: 'Section',
    timeLeft: 'Time left',
    total: 'Total',
    sectionWarning: 'Section: {{warning}}',
    tabs: 'Sections',
    tabLocked: 'Locked',
    tabUpcoming: 'Not open yet',
    tabAnswered: '{{answered}}/{{total}} answered',
    tools: 'Test tools',
    exit: 'Exit',
  },
  leave: {
    title: 'Leave the test?',
    text:
      'Your saved answers stay on this device and you can come back to this paper to finish it, but the clock keeps running ' +
      'while you are away.',
    stay: 'Stay in the test',
    leave: 'Leave the test',
  },
  submit: {
    titleTest: 'Submit the test?',
    titleSection: 'Finish {{section}}?',
    answered: 'Answered',
    notAnswered: 'Not answered',
    marked: 'Marked for review',
    notVisited: 'Not visited',
    noteTest: 'Only saved answers are scored, including answers marked for review. You cannot change anything after submitting.',
    noteSection:
      'The section locks: its saved answers are kept, but you cannot come back to it. The next section starts now with its full time.',
    back: 'Back to the test',
  },
  page: {
    notFoundTitle: 'Mock Test Not Found',
    notFoundMessage: 'This paper does not exist or is no longer available.',
    all: 'All Mock Tests',
    failed: 'Failed to load the paper. Please try again.',
    loading: 'Loading the paper...',
    submitting: 'Submitting your answers...',
    cannotScore: 'This attempt cannot be scored',
    newAttempt: 'Start a New Attempt',
    notSubmitted: 'Your answers are not submitted yet',
    keptOnDevice: '{{message}} They are kept on this device: submit again when you are online.',
    submitAgain: 'Submit Again',
    giveUp: 'Give up this attempt and start again',
  },
  result: {
    heading: 'Your Result',
    takeAgain: 'Take Again',
    afterNegative: 'After negative marking ({{marks}} per wrong answer)',
    percentile: 'Percentile',
    accuracy: 'Accuracy',
    correct: 'Correct',
    wrong: 'Wrong',
    notAnswered: 'Not answered',
    timeSpent: 'Time spent',
    explain:
      'Accuracy is correct answers out of answered questions. Percentile: the share of the attempts at this paper that scored no ' +
      'more than you. Each place (network) counts one attempt a day, and only attempts sent within the time.',
    among: 'among {{count}} attempts',
    amongOne: 'among 1 attempt',
    late:
      'This attempt was sent after the time was up ({{minutes}} minutes and 1 minute of grace, counted by our server from when the ' +
      'paper was opened). It is scored below, but it does not count in the percentile or in how many got each question right.',
    notCounted:
      'This attempt is not counted in the percentile or in how many got each question right: only one attempt a day from each ' +
      'place (network) counts, and one answered too quickly to be real does not.',
    timeByServer: 'Time spent is measured by our server from when the paper was opened.',
    sectionScores: 'Section scores',
    score: 'Score',
    history: 'Your scores on this paper',
    hours: '{{count}} h',
    minutes: '{{count}} min',
    seconds: '{{count}} s',
  },
  review: {
    heading: 'Question Review',
    show: 'Show',
    all: 'All questions ({{count}})',
    wrong: 'Wrong ({{count}})',
    unanswered: 'Not answered ({{count}})',
    correct: 'Correct ({{count}})',
    none: 'No questions here.',
    status: { correct: 'Correct', wrong: 'Wrong', unanswered: 'Not answered' },
    share: '{{percent}}% got this right',
    open: 'Open this question’s page',
  },
  chart: {
    note: 'Kept on this device only.',
    table: 'Show every attempt as a table',
    date: 'Date',
    paper: 'Paper',
    score: 'Score',
    percentile: 'Percentile',
    none: 'No attempts yet.',
    one: '1 attempt, scoring {{latest}}% of the maximum.',
    many: '{{count}} attempts: first {{first}}%, latest {{latest}}%, best {{best}}% of the maximum score.',
  },
};
export default messages;
