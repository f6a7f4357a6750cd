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
      'student-accounts': 'Student accounts (optional)',
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
    /** The student-accounts section, in the page's language (the account screens link here). */
    accounts: {
      intro:
        'An account is optional: every part of the site works without one. If you create one, we keep the data below on our server, so that your saved questions, notes and results follow you to every device and your dashboard and full-paper rank can be shown. We ask for your consent when you sign up, as the Digital Personal Data Protection Act, 2023 requires, and record when you gave it.',
      caption: 'What an account keeps, why, and for how long',
      data: 'Data',
      why: 'Why',
      kept: 'Kept until',
      rows: {
        identity: {
          data: 'Username, email address, your password in a protected (hashed) form that nobody can read back, whether the email is verified and whether the account is blocked',
          why: 'To sign you in, to send verification and password-reset emails, and to protect the account',
          kept: 'You delete the account',
        },
        profile: {
          data: 'Language, display name, your public number ("Student #1234"), and when you consented to which version of this policy',
          why: 'Emails in your language; the name shown on leaderboards (your real name only if you choose it)',
          kept: 'You delete the account',
        },
        progress: {
          data: 'Saved questions, visited topics (the last 200), topic-test results and notes',
          why: 'To keep them in step on your devices and to show your dashboard: accuracy, streak, weakest subtopics',
          kept: 'You delete the account, or remove the item',
        },
        attempts: {
          data: 'Full-paper (mock test) attempts made while signed in',
          why: 'Your history, percentile and rank on the paper’s leaderboard',
          kept: 'You delete the account: then they are unlinked from you and stay only as anonymous counts',
        },
        sessions: {
          data: 'Your sign-in session, in a secure cookie (examprep_student) that scripts cannot read',
          why: 'To keep you signed in',
          kept: 'You sign out, or 7 days at most',
        },
      },
      unverified: 'An account whose email is not verified within 7 days is deleted automatically.',
      mails:
        'We send only the emails an account needs: verification, password reset, and a notice when someone tries to sign up with your address. Never newsletters or advertising.',
      thirdParties:
        'Account pages load no third-party scripts and are never reported to analytics. Account data is never sold or shared for advertising.',
      export: 'Download your data: on Your account, "Download my data" gives everything your account holds as a JSON file, at any time.',
      delete:
        'Delete your account: on Your account, "Delete my account" (after your password) erases the account and everything it holds at once, and signs you out everywhere. Full-paper attempts stay only as anonymous counts in the statistics.',
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
