import type { Translation } from '@/i18n/i18n';
import type english from './en';

const messages: Translation<typeof english> = {
  title: 'पेज नहीं मिला',
  lead: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  home: 'होम पेज पर जाएँ',
};
export default messages;
