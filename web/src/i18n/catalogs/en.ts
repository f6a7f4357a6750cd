import type { CommonCatalog } from '@/i18n/i18n';

/**
 * The English texts every public page shares (the shell, states, question cards, the exam screens' parts). A
 * feature's own texts are in web/src/features/{feature}/messages/en.ts. Hindi: ./hi.ts, with the same keys.
 */
export const messages = {
  skipToContent: 'Skip to content',
  nav: {
    home: 'ExamPrep home',
    main: 'Main',
    mobile: 'Mobile',
    practice: 'Practice',
    randomTopics: 'Random Topics',
    topicTests: 'Topic Tests',
    mockTests: 'Mock Tests',
    examPatterns: 'Exam Patterns',
    cheatsheets: 'Cheatsheets',
    programming: 'Programming',
    faqs: 'FAQs',
    saved: 'Saved',
    more: 'More',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
  },
  language: {
    label: 'Language',
    /** The switch's name for the other language's version of this page. */
    readIn: 'Read this page in {{language}}',
  },
  siteSearch: {
    toggle: 'Search',
    label: 'Search the site',
    region: 'Site',
    placeholder: 'Search questions, topics, exams…',
    submit: 'Search',
  },
  footer: {
    label: 'Footer',
    tagline: 'Free practice for SSC, Banking, RRB, UPSC, Defence, JEE and NEET.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    offline: 'Offline & data',
    copyright: '© {{year}} ExamPrep. Free for every student.',
  },
  states: {
    loading: 'Loading...',
    needsJavaScript: 'This part of the page needs JavaScript. Questions, exam patterns and cheatsheets can be read without it.',
    errorTitle: 'Oops! Something went wrong',
    tryAgain: 'Try Again',
    pageNotLoaded: 'This page could not be loaded. Check your connection and try again.',
    network: 'Network error: check your connection and try again.',
    /** An item the API served in English on a Hindi page (no Hindi version yet). */
    inEnglish: 'Not yet available in Hindi: shown in English.',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{number}}',
  },
  breadcrumb: 'Breadcrumb',
  modal: { close: 'Close', done: 'Done', cancel: 'Cancel' },
  question: {
    number: 'Question {{number}}',
    figure: 'Figure for question {{number}}',
    options: 'Options for question {{number}}',
    option: 'Option {{letter}}: ',
    optionImage: 'Option {{letter}}',
    loadImage: 'Tap to load image',
    loadImageOf: 'Load image: {{alt}}',
    correct: 'Correct! {{letter}} is the right answer.',
    wrong: 'Wrong: {{letter}} is not the right answer. Try another option.',
    explanation: 'Explanation',
    explanationTitle: 'Explanation – Question {{number}}',
    correctAnswer: 'Correct answer',
    noExplanation: 'No explanation available for this question.',
    showAnswer: 'Show answer',
    save: 'Save',
    saved: 'Saved',
    saveLabel: 'Save question {{number}}',
    unsaveLabel: 'Remove question {{number}} from saved',
  },
  ai: {
    button: 'Owl AI Explanation',
    note: 'Owl AI can make mistakes: check its reasoning against the explanation and the answer.',
    thinking: 'Owl is thinking...',
    failed: 'Failed to generate AI explanation. Please Try Again.',
    retry: 'Please Try Again',
  },
  exam: {
    chooseAnswer: 'Choose an answer for question {{number}}',
    correctAnswer: '✓ Correct answer',
    yourAnswer: 'Your answer',
    yourWrongAnswer: '✗ Your answer',
    /** A timer's last minute, announced to screen readers (lib/countdown.ts). */
    warning: { minute: '1 minute left', thirty: '30 seconds left', ten: '10 seconds left' },
  },
  /** The score-over-time chart (mock tests' history, the dashboard's full papers): components/exam/score-chart.tsx. */
  scoreChart: {
    table: 'Show every attempt as a table',
    date: 'Date',
    paper: 'Paper',
    score: 'Score',
    percentile: 'Percentile',
    none: 'No attempts yet.',
    one: '1 attempt, scoring {{latest}}% of the maximum.',
    many: '{{count}} attempts: first {{first}}%, latest {{latest}}%, best {{best}}% of the maximum score.',
  },
  /** The floating My Notes button on every page (the notes' own texts load with them: features/notes/messages). */
  notesWidget: { button: 'My Notes', opening: 'Opening notes…' },
  /** A block of code with its language and a Copy button (FAQ answers, code questions): components/code. */
  code: {
    /** A block whose language is unknown. */
    code: 'code',
    label: '{{language}} code',
    copy: 'Copy',
    copyLabel: 'Copy {{what}}',
    copied: '✓ Copied',
    copiedStatus: 'Copied to the clipboard',
    failed: 'Could not copy: select the text and copy it by hand',
  },
  palette: {
    heading: 'Question Palette',
    legend: 'Legend',
    button: 'Question {{number}}, {{state}}',
    states: {
      answered: 'Answered',
      'not-answered': 'Not Answered',
      marked: 'Marked for Review',
      'answered-marked': 'Answered & Marked for Review',
      'not-visited': 'Not Visited',
    },
  },
};

const catalog: CommonCatalog = { messages };
export default catalog;
