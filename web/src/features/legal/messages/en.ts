/** The legal pages' headings (t('legal.…')); their text is English in every language (see englishOnly). Hindi: ./hi.ts. */
const messages = {
  home: 'Home',
  updated: 'Last updated:',
  onThisPage: 'On this page',
  related: 'Related pages',
  /** Shown above the English text on a page in another language. */
  englishOnly: 'The text below is in English, and the English text is the one that applies.',
  privacy: {
    title: 'Privacy Policy',
    sections: {
      introduction: 'Introduction',
      'information-we-collect': 'Information we collect',
      'local-data-storage': 'Data stored on your device',
      'use-of-data': 'How we use information',
      security: 'Security',
      sharing: 'Sharing of information',
      'your-rights': 'Your rights and choices',
      cookies: 'Cookies and analytics',
      'ai-features': 'AI features',
      'childrens-privacy': "Children's privacy",
      changes: 'Changes to this policy',
      contact: 'Contact us',
    },
  },
  terms: {
    title: 'Terms of Use',
    sections: {
      agreement: 'Agreement to these terms',
      services: 'Our services',
      'user-accounts': 'User accounts',
      'ai-explanations': 'AI explanations',
      'acceptable-use': 'Acceptable use',
      'content-ownership': 'Content and ownership',
      privacy: 'Privacy',
      disclaimers: 'Disclaimers',
      liability: 'Limitation of liability',
      termination: 'Termination',
      'governing-law': 'Governing law',
      changes: 'Changes to these terms',
      contact: 'Contact us',
    },
  },
};
export default messages;
