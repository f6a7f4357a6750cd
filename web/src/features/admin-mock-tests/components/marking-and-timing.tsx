import { Check } from '@/components/ui/field';
import { NumberField } from '@/components/admin/number-field';
import { patchBinder } from '@/components/admin/bind-field';
import formStyles from '@/components/admin/admin-form.module.css';
import { MARKS_STEP, sectionMinutes, sectionTiming, untimedSectionNames, type MockTestForm } from '@/features/admin-mock-tests/lib/form';
import styles from './mock-test-form.module.css';

interface MarkingAndTimingProps {
  form: MockTestForm;
  /** The linked exam pattern's name, when one is chosen. */
  patternName: string | null;
  onChange: (patch: Partial<MockTestForm>) => void;
}

/** The marking scheme (the paper's own, or the exam pattern's) and the paper's time. */
export function MarkingAndTiming({ form, patternName, onChange }: MarkingAndTimingProps) {
  const marking = form.marking;
  const setMarking = (patch: Partial<MockTestForm['marking']>) => onChange({ marking: { ...marking, ...patch } });
  const bind = patchBinder(form, onChange);
  const bindMarking = patchBinder(marking, setMarking);
  const timing = sectionTiming(form.sections);
  const minutes = sectionMinutes(form.sections);
  const untimed = untimedSectionNames(form.sections);

  return (
    <>
      <Check
        label="Use the exam pattern's marking scheme"
        checked={marking.use_pattern}
        onChange={(use_pattern) => setMarking({ use_pattern })}
      />
      {marking.use_pattern ? (
        <p className={formStyles.hint}>
          {patternName
            ? `The paper is marked as the exam pattern “${patternName}” says.`
            : 'No exam pattern is chosen: +1 for a right answer and 0 for a wrong one.'}
        </p>
      ) : (
        <div className={formStyles.grid} style={{ marginTop: '0.75rem' }}>
          <NumberField label="Right Answer Marks" required min={0} step={MARKS_STEP} {...bindMarking('correct_answer')} />
          <NumberField
            label="Wrong Answer Marks"
            required
            max={0}
            step={MARKS_STEP}
            hint="0, or a penalty such as -0.25, -0.33 or -0.5"
            {...bindMarking('wrong_answer')}
          />
        </div>
      )}

      <h3 className={formStyles.subTitle}>Time</h3>
      {/* Always present, so screen readers hear the warning as it appears. */}
      <div aria-live="polite">
        {timing === 'some' && (
          <p className={`${styles.note} ${styles.warning}`}>
            {untimed} {untimed.startsWith('Sections') ? 'have' : 'has'} no duration. Sections are timed all or none: give every section a
            duration, or clear them all.
          </p>
        )}
      </div>
      {timing === 'all' ? (
        <p className={styles.note}>
          Sectional timing: every section has its own time
          {minutes !== null ? `, so the paper lasts ${minutes} minutes (their sum).` : '.'}
        </p>
      ) : (
        <div className={formStyles.grid}>
          <NumberField
            label="Duration (minutes)"
            required
            min={1}
            max={600}
            step={1}
            hint="For the whole paper. Not needed when every section has its own time."
            {...bind('duration')}
          />
        </div>
      )}
    </>
  );
}
