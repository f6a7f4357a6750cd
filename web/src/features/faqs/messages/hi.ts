import type { Translation } from '@/i18n/i18n';
import type english from './en';

/** FAQs in Hindi: the keys of ./en.ts. */
const messages: Translation<typeof english> = {
  list: {
    title: 'अक्सर पूछे जाने वाले प्रश्न',
    lead: 'परीक्षा, नौकरी और इंटरव्यू के बारे में छात्रों के सबसे आम प्रश्नों के सीधे उत्तर।',
    search: 'सामान्य प्रश्न खोजें',
    searchPlaceholder: 'सामान्य प्रश्न खोजें...',
    submit: 'खोजें',
    clear: '× खोज हटाएँ',
    loading: 'सामान्य प्रश्न लोड हो रहे हैं...',
    errorTitle: 'कुछ गलत हो गया',
    failed: 'सामान्य प्रश्न लोड नहीं हो सके',
    tryAgain: 'फिर से कोशिश करें',
    featuredTitle: 'विशेष सामान्य प्रश्न',
    allTitle: 'अभी उपलब्ध',
    count: ({ count }: { count: number }) => `${count} इंटरव्यू प्रश्न संग्रह तैयार`,
    featured: 'विशेष',
    viewAnswers: 'उत्तर देखें',
    view: 'देखें',
    emptyTitle: 'कोई परिणाम नहीं मिला',
    emptyMessage: 'अपनी खोज या फ़िल्टर बदलकर देखें',
    clearFilters: 'फ़िल्टर हटाएँ',
    aboutTitle: 'इन सामान्य प्रश्नों के बारे में',
    about:
      'हर विषय में वे प्रश्न हैं जो भर्ती परीक्षाओं और इंटरव्यू में बार-बार पूछे जाते हैं, ऐसे उत्तरों के साथ जो एक मिनट में पढ़े जा सकें: योग्यता और आयु सीमा, परीक्षा के चरण, और इंटरव्यू के तकनीकी प्रश्न, कोड सहित।',
  },
  detail: {
    loading: 'सामान्य प्रश्न लोड हो रहे हैं...',
    notFoundTitle: 'सामान्य प्रश्न नहीं मिला',
    notFoundMessage: 'आप जो सामान्य प्रश्न खोज रहे हैं वह मौजूद नहीं है।',
    back: '← सामान्य प्रश्नों पर वापस',
    backToList: 'सामान्य प्रश्नों पर वापस',
    featured: '★ विशेष',
    questionCount: ({ count }: { count: number }) => `${count} प्रश्न`,
    tags: 'टैग',
    questionsTitle: 'प्रश्न और उत्तर',
    contents: 'विषय सूची',
    none: 'अभी कोई प्रश्न उपलब्ध नहीं है।',
    seeOther: 'अन्य सामान्य प्रश्न देखें',
    toTop: '↑ ऊपर जाएँ',
  },
};
export default messages;
