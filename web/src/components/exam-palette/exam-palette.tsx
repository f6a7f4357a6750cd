import { memo, useId, useMemo } from 'react';
import { useI18n } from '@/i18n/i18n';
import { countStates, PALETTE_STATES, type PaletteCounts, type PaletteState } from './palette-state';
import styles from './exam-palette.module.css';

export interface PaletteItem {
  id: string;
  /** The number students see (a full paper numbers its questions across sections). */
  number: number;
  state: PaletteState;
}

interface ExamPaletteProps {
  items: readonly PaletteItem[];
  currentId: string | null;
  onSelect: (id: string) => void;
  /** The palette's heading, e.g. 'Question Palette' or 'Quantitative Aptitude: Question Palette'. */
  heading?: string;
  headingLevel?: 2 | 3;
}

/**
 * The question palette: a button per question, coloured and shaped by its state, named in words for screen
 * readers ('Question 7, Marked for Review'), with a legend that counts each state.
 *
 * Memoised down to each button: a move re-renders the two buttons whose state or current mark changed, not the
 * whole grid, and a clock's tick (with `items` and `onSelect` kept stable by the screen) none.
 */
export const ExamPalette = memo(function ExamPalette({ items, currentId, onSelect, heading, headingLevel = 2 }: ExamPaletteProps) {
  const { t } = useI18n();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const counts = useMemo(() => countStates(items.map((item) => item.state)), [items]);
  return (
    <section className={styles.palette} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading ?? t('palette.heading')}
      </Heading>
      <PaletteLegend counts={counts} />
      <ol className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <PaletteButton
              id={item.id}
              number={item.number}
              state={item.state}
              current={item.id === currentId}
              onSelect={onSelect}
              label={t('palette.button', { number: item.number, state: t(`palette.states.${item.state}`) })}
            />
          </li>
        ))}
      </ol>
    </section>
  );
});

interface PaletteButtonProps {
  id: string;
  number: number;
  state: PaletteState;
  current: boolean;
  label: string;
  onSelect: (id: string) => void;
}

const PaletteButton = memo(function PaletteButton({ id, number, state, current, label, onSelect }: PaletteButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.item} ${styles[state]} ${current ? styles.current : ''}`}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      data-state={state}
      onClick={() => onSelect(id)}
    >
      {number}
    </button>
  );
});

/**
 * The five states with their swatches and how many questions are in each; without `counts` just the states (the
 * instructions explain them before any question is seen).
 */
export function PaletteLegend({ counts }: { counts?: PaletteCounts }) {
  const { t } = useI18n();
  return (
    <ul className={styles.legend} aria-label={t('palette.legend')}>
      {PALETTE_STATES.map((state) => (
        <li key={state} data-state={state}>
          <span className={`${styles.swatch} ${styles[state]}`} aria-hidden="true">
            {counts?.[state]}
          </span>
          <span>
            {t(`palette.states.${state}`)}
            {counts && <span className="visually-hidden">: {counts[state]}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
