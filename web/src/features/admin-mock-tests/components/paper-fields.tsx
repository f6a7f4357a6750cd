import { useId } from 'react';
import { MOCK_TEST_KINDS } from '@exam-prep/contract/enums';
import { useExamsForAdmin } from '@/api/exams';
import { Check, Field } from '@/components/ui/field';
import { NumberField } from '@/components/admin/number-field';
import { patchBinder } from '@/components/admin/bind-field';
import { TextField } from '@/components/admin/text-field';
import formStyles from '@/components/admin/admin-form.module.css';
import { MOCK_TEST_YEARS } from '@exam-prep/contract/admin/mock-tests';
import { useExamPatternChoices } from '@/features/admin-mock-tests/api/get-exam-pattern-choices';
import { KIND_LABELS, type MockTestForm } from '@/features/admin-mock-tests/lib/form';

interface PaperFieldsProps {
  form: MockTestForm;
  onChange: (patch: Partial<MockTestForm>) => void;
}

/** Kind, exam, exam pattern, year and shift (previous-year papers only) and Active: the paper's main facts. */
export function PaperFields({ form, onChange }: PaperFieldsProps) {
  const kindName = useId();
  const exams = useExamsForAdmin();
  const patterns = useExamPatternChoices();
  const previousYear = form.kind === 'previous_year';
  const bind = patchBinder(form, onChange);

  return (
    <>
      <fieldset className={`${formStyles.checks} ${formStyles.full}`}>
        <legend className="field-label">
          Kind
          <span className={formStyles.required} aria-hidden="true">
            *
          </span>
        </legend>
        {MOCK_TEST_KINDS.map((kind) => (
          <label key={kind} className={formStyles.check}>
            <input type="radio" name={kindName} value={kind} checked={form.kind === kind} onChange={() => onChange({ kind })} />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>

      <Field label="Exam" required>
        {({ id }) => (
          <select id={id} className="select" required value={form.exam_id} onChange={(e) => onChange({ exam_id: e.target.value })}>
            <option value="">
              {exams.error && !exams.data ? 'Failed to load exams' : exams.data ? '-- Select an exam --' : 'Loading exams...'}
            </option>
            {(exams.data ?? []).map((exam) => (
              <option key={exam._id} value={exam._id}>
                {exam.exam_name}
              </option>
            ))}
            {form.exam_id && !exams.data?.some((exam) => exam._id === form.exam_id) && (
              <option value={form.exam_id}>{exams.data ? 'Unknown exam' : 'Loading...'}</option>
            )}
          </select>
        )}
      </Field>

      <Field label="Exam Pattern" hint="Optional: its marking scheme can be the paper's.">
        {({ id, hintId }) => (
          <select
            id={id}
            className="select"
            aria-describedby={hintId}
            value={form.exam_pattern_id}
            onChange={(e) => onChange({ exam_pattern_id: e.target.value })}
          >
            <option value="">{patterns.error && !patterns.data ? 'None (failed to load exam patterns)' : 'None'}</option>
            {(patterns.data ?? []).map((pattern) => (
              <option key={pattern._id} value={pattern._id}>
                {pattern.exam_name}
              </option>
            ))}
            {/* A pattern the list does not hold (yet) stays selectable, so loading a paper never clears it. */}
            {form.exam_pattern_id && !patterns.data?.some((pattern) => pattern._id === form.exam_pattern_id) && (
              <option value={form.exam_pattern_id}>{patterns.data ? 'Unknown exam pattern' : 'Loading...'}</option>
            )}
          </select>
        )}
      </Field>

      {previousYear && (
        <>
          <NumberField label="Year" required min={MOCK_TEST_YEARS.min} max={MOCK_TEST_YEARS.max} step={1} {...bind('year')} />
          <TextField label="Shift" hint="Optional, e.g. Shift 1 or Morning" maxLength={80} {...bind('shift')} />
        </>
      )}

      <div className={formStyles.field}>
        <span className="field-label" aria-hidden="true">
          &nbsp;
        </span>
        <Check label="Active (students can sit it)" checked={form.is_active} onChange={(is_active) => onChange({ is_active })} />
      </div>
    </>
  );
}
