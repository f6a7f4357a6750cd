import type { Translation } from '@/i18n/i18n';
import type english from './en';

const messages: Translation<typeof english> = {
  title: 'अभ्यास के लिए कोई भी विषय',
  lead: 'समझ नहीं आ रहा कहाँ से शुरू करें? कुछ उप-विषय अपने-आप चुने जाने दें और अभ्यास शुरू करें।',
  count: 'कितने विषय दिखाएँ',
  refresh: 'नए विषय',
  loading: 'विषय लोड हो रहे हैं...',
  loadingShort: 'विषय लोड हो रहे हैं',
  failed: 'उप-विषय लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  emptyTitle: 'अभी कोई विषय उपलब्ध नहीं है',
  emptyMessage: 'विषय जोड़े जाते ही यहाँ दिखाई देंगे।',
  cue: 'अभ्यास शुरू करें →',
  shown: ({ count }) => `${count} विषय चुने गए`,
};
export default messages;
