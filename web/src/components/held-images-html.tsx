import { useEffect, useRef } from 'react';
import { useI18n } from '@/i18n/i18n';
import { holdImages } from './safe-html';
// The placeholders' look (a global class there: they are made outside React).
import './saved-data-image.module.css';

/** A block of rich text whose pictures load only when tapped. */
export default function HeldImagesHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  useEffect(() => {
    if (!ref.current) return;
    for (const image of ref.current.querySelectorAll<HTMLImageElement>('img[data-src]')) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'saved-image-placeholder';
      button.textContent = t('question.loadImage');
      if (image.alt) button.setAttribute('aria-label', t('question.loadImageOf', { alt: image.alt }));
      button.addEventListener('click', () => {
        image.src = image.dataset.src ?? '';
        image.hidden = false;
        // Focus stays where the button was.
        image.tabIndex = -1;
        button.remove();
        image.focus();
      });
      image.hidden = true;
      image.before(button);
    }
  }, [html, t]);
  return <div ref={ref} className={className} lang={lang} dangerouslySetInnerHTML={{ __html: holdImages(html) }} />;
}
