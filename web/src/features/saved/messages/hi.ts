import type { Translation } from '@/i18n/i18n';
import type english from './en';

const messages: Translation<typeof english> = {
  title: 'सहेजे गए प्रश्न',
  lead: 'सहेजे गए प्रश्न केवल इसी ब्राउज़र में रहते हैं। ब्राउज़र का डेटा साफ़ करने पर ये हट जाएँगे।',
  loading: 'सहेजे गए प्रश्न लोड हो रहे हैं...',
  failed: 'सहेजे गए प्रश्न लोड नहीं हो सके',
  emptyTitle: 'अभी कोई प्रश्न सहेजा नहीं गया है',
  emptyMessage: 'किसी भी अभ्यास प्रश्न पर “सहेजें” दबाएँ, वह इसी डिवाइस पर यहाँ आपका इंतज़ार करेगा।',
  start: 'अभ्यास शुरू करें',
  count: ({ total }) => `इस डिवाइस पर ${total} सहेजे गए प्रश्न`,
  remove: 'हटाएँ',
  removed: 'प्रश्न {{number}} आपके सहेजे गए प्रश्नों से हटा दिया गया।',
  pages: 'सहेजे गए प्रश्नों के पेज',
};
export default messages;
