/** The offline page's and the download button's texts (t('offline.…')). Hindi: ./hi.ts. */
const messages = {
  title: 'Offline & Data',
  lead: 'What this device keeps for studying without a connection, the space it uses, and how much data the site spends.',
  loading: 'Reading what this device keeps...',
  unsupported: 'This browser cannot keep pages for offline use.',

  offlineHeading: 'You are offline',
  unreachableHeading: 'The site could not be reached',
  offlineNotKept: 'This page is not kept on this device.',
  offlineKeptBelow: 'These are kept on this device and open without a connection:',
  tryAgain: 'Try again',

  keptHeading: 'Kept on this device',
  keptTotal: ({ count, size }: { count: number; size: string }) => `${count} ${count === 1 ? 'item' : 'items'} · ${size}`,
  keptSaved: 'Saved {{date}}',
  open: 'Open',
  remove: 'Remove',
  removeTitle: 'Remove from this device?',
  removeMessage: '“{{title}}” will need a connection again.',
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  removed: '“{{title}}” was removed from this device.',
  emptyTitle: 'Nothing kept yet',
  emptyMessage: 'Press “Download for offline” on a practice subtopic, a topic test or a mock test, and it opens here without a connection.',
  kind: {
    subtopic: 'Practice',
    'topic-test': 'Topic test',
    'mock-test': 'Mock test',
  },

  storageHeading: 'Storage',
  storageUsed: '{{used}} used of about {{quota}} this browser allows',
  storageUnknown: 'This browser does not say how much space it allows.',
  mediaHeading: 'Images and fonts from browsing',
  mediaUsage: '{{used}} of {{budget}} kept from pages you opened (the oldest go first).',
  mediaBudget: 'Keep up to',
  mediaBudgetSaved: 'Saved: up to {{budget}}.',

  saverHeading: 'Data saver',
  saverLabel: 'Data saver on this device',
  saverHelp: 'With data saver on, question images load only when you tap them, and downloads ask first.',
  saverBySystem: 'Your browser or phone asks to save data, so data saver is on.',

  // The download button (practice, topic tests, mock tests).
  download: 'Download for offline',
  preparing: 'Preparing the download...',
  downloading: 'Downloading… {{done}} of {{total}} · {{size}}',
  available: 'Available offline · {{size}}',
  removeDownload: 'Remove download',
  failedOffline: 'Could not download: you are offline.',
  failedPartial: ({ failed, total }: { failed: number; total: number }) =>
    `Could not download ${failed} of ${total} files. Try again when the connection is better.`,
  failedGeneric: 'Could not download. Try again.',
  retry: 'Try again',
  confirmTitle: 'Download for offline?',
  confirmSize: 'This download is about {{size}}. Download?',
  confirmCount: 'This download is {{count}} files. Download?',
  confirmYes: 'Download',
  manage: 'Offline & data',
};
export default messages;
