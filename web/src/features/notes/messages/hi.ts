import type { Translation } from '../../../i18n/i18n';
import type english from './en';

const messages: Translation<typeof english> = {
  title: 'मेरे नोट्स',
  newNote: 'नया नोट',
  close: 'नोट्स बंद करें',
  count: ({ count }) => `${count} नोट`,
  onDevice: ' इस डिवाइस पर सुरक्षित',
  editor: 'नोट एडिटर',
  note: 'नोट',
  placeholder: 'पढ़ने के लिए कोई नोट चुनें, या नया लिखने के लिए “नया नोट” दबाएँ। नोट्स केवल इसी डिवाइस पर रहते हैं।',
  empty: 'अभी कोई नोट नहीं है। पहला नोट लिखने के लिए “नया नोट” दबाएँ।',
  deleteNamed: 'नोट हटाएँ: {{title}}',
  delete: 'नोट हटाएँ',
  confirmDelete: 'क्या आप सच में यह नोट हटाना चाहते हैं?',
  allNotes: 'सभी नोट्स',
  created: 'बनाया',
  updated: 'बदला',
  noContent: 'इस नोट में कुछ लिखा नहीं है।',
  edit: 'बदलें',
  deleteButton: 'हटाएँ',
  editNote: 'नोट बदलें',
  noteTitle: 'शीर्षक',
  content: 'विवरण',
  loadingEditor: 'एडिटर लोड हो रहा है…',
  plainText: 'फ़ॉर्मैटिंग टूलबार लोड नहीं हो सका (अपना कनेक्शन जाँचें); आप फिर भी सादा टेक्स्ट लिख सकते हैं।',
  save: 'सेव करें',
  cancel: 'रद्द करें',
  titleRequired: 'कृपया अपने नोट का शीर्षक लिखें',
};
export default messages;
