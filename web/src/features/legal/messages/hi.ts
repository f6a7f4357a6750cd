import type { Translation } from '@/i18n/i18n';
import type english from './en';

const messages: Translation<typeof english> = {
  home: 'होम',
  updated: 'अंतिम अपडेट:',
  onThisPage: 'इस पेज पर',
  related: 'संबंधित पेज',
  englishOnly: 'नीचे दिया गया पाठ अंग्रेज़ी में है, और अंग्रेज़ी पाठ ही मान्य है।',
  privacy: {
    title: 'गोपनीयता नीति',
    sections: {
      introduction: 'परिचय',
      'information-we-collect': 'हम कौन-सी जानकारी लेते हैं',
      'local-data-storage': 'आपके डिवाइस पर रखा गया डेटा',
      'use-of-data': 'हम जानकारी का उपयोग कैसे करते हैं',
      security: 'सुरक्षा',
      sharing: 'जानकारी साझा करना',
      'your-rights': 'आपके अधिकार और विकल्प',
      cookies: 'कुकीज़ और एनालिटिक्स',
      'ai-features': 'AI सुविधाएँ',
      'childrens-privacy': 'बच्चों की गोपनीयता',
      changes: 'इस नीति में बदलाव',
      contact: 'हमसे संपर्क करें',
    },
  },
  terms: {
    title: 'उपयोग की शर्तें',
    sections: {
      agreement: 'इन शर्तों की स्वीकृति',
      services: 'हमारी सेवाएँ',
      'user-accounts': 'यूज़र अकाउंट',
      'ai-explanations': 'AI व्याख्याएँ',
      'acceptable-use': 'स्वीकार्य उपयोग',
      'content-ownership': 'सामग्री और स्वामित्व',
      privacy: 'गोपनीयता',
      disclaimers: 'अस्वीकरण',
      liability: 'दायित्व की सीमा',
      termination: 'सेवा समाप्ति',
      'governing-law': 'लागू कानून',
      changes: 'इन शर्तों में बदलाव',
      contact: 'हमसे संपर्क करें',
    },
  },
};
export default messages;
