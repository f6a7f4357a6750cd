import type { Translation } from '@/i18n/i18n';
import type english from './en';

const messages: Translation<typeof english> = {
  heading: '{{subtopic}} का प्रश्न',
  headingNoSubtopic: 'अभ्यास प्रश्न',
  crumb: 'प्रश्न',
  figure: 'इस प्रश्न का चित्र',
  options: 'विकल्प',
  more: 'और प्रश्न',
  moreOf: '{{subtopic}} के और प्रश्न',
  previous: 'पिछला प्रश्न',
  next: 'अगला प्रश्न',
  practiseAll: '{{subtopic}} के सभी प्रश्नों का अभ्यास करें',
  notFoundTitle: 'प्रश्न नहीं मिला',
  notFoundMessage: 'आप जो प्रश्न ढूँढ रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।',
  browse: 'अभ्यास के विषय देखें',
  failedTitle: 'प्रश्न लोड नहीं हो सका',
  failedMessage: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  loading: 'प्रश्न लोड हो रहा है...',
};
export default messages;
