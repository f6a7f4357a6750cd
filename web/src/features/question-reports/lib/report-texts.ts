import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n/i18n';
import { loadFeatureMessages } from '@/i18n/load';
import { useHydrated } from '@/lib/use-hydrated';

/** The feature's name: its texts are t('question-reports.…'). */
export const REPORTS_FEATURE = 'question-reports';

/**
 * True once this feature's texts are in the page's translator, in the browser only. The link sits on pages of other
 * features, whose own texts load with them: these load beside the first link instead (a chunk of their own, in the
 * page's language), so no page's first load carries them. Never true on the server or while hydrating: a report
 * needs JavaScript, and the server's HTML must be the same as hydration's.
 */
export function useReportTexts(): boolean {
  const translator = useI18n();
  const hydrated = useHydrated();
  const [, setLoaded] = useState(false);
  const present = translator.hasFeature(REPORTS_FEATURE);

  useEffect(() => {
    if (!hydrated || present) return;
    let live = true;
    loadFeatureMessages(REPORTS_FEATURE).then(
      () => live && setLoaded(true),
      (error: unknown) => console.error('Could not load the report texts', error),
    );
    return () => {
      live = false;
    };
  }, [hydrated, present]);

  return hydrated && translator.hasFeature(REPORTS_FEATURE);
}
