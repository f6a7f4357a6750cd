import type { Translation } from '@/i18n/i18n';
import type english from './en';

const messages: Translation<typeof english> = {
  title: 'ऑफ़लाइन और डेटा',
  lead: 'बिना इंटरनेट पढ़ाई के लिए इस डिवाइस पर क्या रखा है, वह कितनी जगह लेता है, और साइट कितना डेटा खर्च करती है।',
  loading: 'इस डिवाइस पर रखा गया सामान पढ़ा जा रहा है...',
  unsupported: 'यह ब्राउज़र ऑफ़लाइन उपयोग के लिए पेज नहीं रख सकता।',

  offlineHeading: 'आप ऑफ़लाइन हैं',
  unreachableHeading: 'साइट तक नहीं पहुँच सके',
  offlineNotKept: 'यह पेज इस डिवाइस पर रखा नहीं गया है।',
  offlineKeptBelow: 'ये इस डिवाइस पर रखे हैं और बिना इंटरनेट खुलते हैं:',
  tryAgain: 'फिर से कोशिश करें',

  keptHeading: 'इस डिवाइस पर रखा गया',
  keptTotal: ({ count, size }: { count: number; size: string }) => `${count} आइटम · ${size}`,
  keptSaved: '{{date}} को सहेजा',
  open: 'खोलें',
  remove: 'हटाएँ',
  removeTitle: 'इस डिवाइस से हटाएँ?',
  removeMessage: '“{{title}}” के लिए फिर से इंटरनेट चाहिए होगा।',
  removeConfirm: 'हटाएँ',
  cancel: 'रद्द करें',
  removed: '“{{title}}” इस डिवाइस से हटा दिया गया।',
  emptyTitle: 'अभी कुछ नहीं रखा गया',
  emptyMessage: 'किसी अभ्यास सबटॉपिक, टॉपिक टेस्ट या मॉक टेस्ट पर “ऑफ़लाइन के लिए डाउनलोड करें” दबाएँ, वह यहाँ बिना इंटरनेट खुलेगा।',
  kind: {
    subtopic: 'अभ्यास',
    'topic-test': 'टॉपिक टेस्ट',
    'mock-test': 'मॉक टेस्ट',
  },

  storageHeading: 'स्टोरेज',
  storageUsed: 'इस ब्राउज़र की लगभग {{quota}} जगह में से {{used}} उपयोग में',
  storageUnknown: 'यह ब्राउज़र नहीं बताता कि वह कितनी जगह देता है।',
  mediaHeading: 'ब्राउज़िंग से रखी गई इमेज और फ़ॉन्ट',
  mediaUsage: 'खोले गए पेजों से {{budget}} में से {{used}} रखा गया (सबसे पुराने पहले हटते हैं)।',
  mediaBudget: 'अधिकतम रखें',
  mediaBudgetSaved: 'सहेजा गया: अधिकतम {{budget}}।',

  saverHeading: 'डेटा सेवर',
  saverLabel: 'इस डिवाइस पर डेटा सेवर',
  saverHelp: 'डेटा सेवर चालू होने पर प्रश्नों की इमेज तभी लोड होती हैं जब आप उन्हें टैप करें, और डाउनलोड से पहले पूछा जाता है।',
  saverBySystem: 'आपका ब्राउज़र या फ़ोन डेटा बचाने को कहता है, इसलिए डेटा सेवर चालू है।',

  download: 'ऑफ़लाइन के लिए डाउनलोड करें',
  preparing: 'डाउनलोड की तैयारी हो रही है...',
  downloading: 'डाउनलोड हो रहा है… {{total}} में से {{done}} · {{size}}',
  available: 'ऑफ़लाइन उपलब्ध · {{size}}',
  removeDownload: 'डाउनलोड हटाएँ',
  failedOffline: 'डाउनलोड नहीं हो सका: आप ऑफ़लाइन हैं।',
  failedPartial: ({ failed, total }: { failed: number; total: number }) =>
    `${total} में से ${failed} फ़ाइलें डाउनलोड नहीं हो सकीं। कनेक्शन बेहतर होने पर फिर कोशिश करें।`,
  failedGeneric: 'डाउनलोड नहीं हो सका। फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  confirmTitle: 'ऑफ़लाइन के लिए डाउनलोड करें?',
  confirmSize: 'यह डाउनलोड लगभग {{size}} का है। डाउनलोड करें?',
  confirmCount: 'इस डाउनलोड में {{count}} फ़ाइलें हैं। डाउनलोड करें?',
  confirmYes: 'डाउनलोड करें',
  manage: 'ऑफ़लाइन और डेटा',
};
export default messages;
