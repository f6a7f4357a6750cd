import * as pageMeta from '@exam-prep/contract/page-meta-hi';
import type { CommonCatalog, Translation } from '@/i18n/i18n';
import type { messages as english } from './en';

/** The Hindi texts every public page shares: the keys of ./en.ts, each in Hindi (the type makes them complete). */
export const messages: Translation<typeof english> = {
  skipToContent: 'सीधे सामग्री पर जाएँ',
  nav: {
    home: 'ExamPrep होम',
    main: 'मुख्य',
    mobile: 'मोबाइल',
    practice: 'अभ्यास',
    randomTopics: 'रैंडम विषय',
    topicTests: 'विषय टेस्ट',
    mockTests: 'मॉक टेस्ट',
    examPatterns: 'परीक्षा पैटर्न',
    cheatsheets: 'चीटशीट',
    saved: 'सहेजे गए',
    openMenu: 'मेनू खोलें',
    closeMenu: 'मेनू बंद करें',
    signIn: 'साइन इन',
    dashboard: 'डैशबोर्ड',
  },
  language: {
    label: 'भाषा',
    readIn: 'यह पेज {{language}} में पढ़ें',
  },
  siteSearch: {
    toggle: 'खोजें',
    label: 'साइट में खोजें',
    region: 'साइट',
    placeholder: 'प्रश्न, विषय, परीक्षा खोजें…',
    submit: 'खोजें',
  },
  footer: {
    label: 'फ़ुटर',
    tagline: 'SSC, बैंकिंग, RRB, UPSC, रक्षा, JEE और NEET की मुफ़्त तैयारी।',
    privacy: 'गोपनीयता नीति',
    terms: 'उपयोग की शर्तें',
    copyright: '© {{year}} ExamPrep। हर विद्यार्थी के लिए मुफ़्त।',
  },
  states: {
    loading: 'लोड हो रहा है...',
    needsJavaScript: 'पेज के इस हिस्से के लिए JavaScript चाहिए। प्रश्न, परीक्षा पैटर्न और चीटशीट इसके बिना भी पढ़े जा सकते हैं।',
    errorTitle: 'ओह! कुछ गड़बड़ हो गई',
    tryAgain: 'फिर से कोशिश करें',
    pageNotLoaded: 'यह पेज लोड नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    network: 'नेटवर्क की गड़बड़ी: अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    inEnglish: 'अभी हिंदी में उपलब्ध नहीं: अंग्रेज़ी में दिखाया गया है।',
  },
  pager: {
    label: 'पेज',
    previous: 'पिछला',
    next: 'अगला',
    page: 'पेज {{number}}',
  },
  breadcrumb: 'ब्रेडक्रंब',
  modal: { close: 'बंद करें', done: 'ठीक है', cancel: 'रद्द करें' },
  question: {
    number: 'प्रश्न {{number}}',
    figure: 'प्रश्न {{number}} का चित्र',
    options: 'प्रश्न {{number}} के विकल्प',
    option: 'विकल्प {{letter}}: ',
    optionImage: 'विकल्प {{letter}}',
    correct: 'सही! {{letter}} सही उत्तर है।',
    wrong: 'गलत: {{letter}} सही उत्तर नहीं है। कोई दूसरा विकल्प चुनें।',
    explanation: 'व्याख्या',
    explanationTitle: 'व्याख्या – प्रश्न {{number}}',
    correctAnswer: 'सही उत्तर',
    noExplanation: 'इस प्रश्न की व्याख्या उपलब्ध नहीं है।',
    showAnswer: 'उत्तर देखें',
    save: 'सहेजें',
    saved: 'सहेजा गया',
    saveLabel: 'प्रश्न {{number}} सहेजें',
    unsaveLabel: 'प्रश्न {{number}} को सहेजे गए से हटाएँ',
  },
  ai: {
    button: 'Owl AI व्याख्या',
    note: 'Owl AI से गलती हो सकती है: उसके तर्क को व्याख्या और उत्तर से मिलाकर देखें।',
    thinking: 'Owl सोच रहा है...',
    failed: 'AI व्याख्या नहीं बन सकी। कृपया फिर से कोशिश करें।',
    retry: 'कृपया फिर से कोशिश करें',
  },
  exam: {
    chooseAnswer: 'प्रश्न {{number}} का उत्तर चुनें',
    correctAnswer: '✓ सही उत्तर',
    yourAnswer: 'आपका उत्तर',
    yourWrongAnswer: '✗ आपका उत्तर',
    warning: { minute: '1 मिनट बचा है', thirty: '30 सेकंड बचे हैं', ten: '10 सेकंड बचे हैं' },
  },
  notesWidget: { button: 'मेरे नोट्स', opening: 'नोट्स खुल रहे हैं…' },
  palette: {
    heading: 'प्रश्न पैलेट',
    legend: 'संकेत',
    button: 'प्रश्न {{number}}, {{state}}',
    states: {
      answered: 'उत्तर दिया',
      'not-answered': 'उत्तर नहीं दिया',
      marked: 'समीक्षा के लिए चिह्नित',
      'answered-marked': 'उत्तर दिया और समीक्षा के लिए चिह्नित',
      'not-visited': 'नहीं देखा',
    },
  },
};

const catalog: CommonCatalog = { messages, pageMeta };
export default catalog;
