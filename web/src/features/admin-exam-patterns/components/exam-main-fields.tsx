import { EXAM_LEVELS, EXAM_MODES } from '@exam-prep/contract/enums';
import type { ExamPatternForm } from '@/features/admin-exam-patterns/lib/form';
import { NumberField } from '@/components/admin/number-field';
import { SelectField } from './select-field';

interface ExamMainFieldsProps {
  form: ExamPatternForm;
  onChange: (patch: Partial<ExamPatternForm>) => void;
  /** The Add modal takes whole marks only; the full form takes quarter marks. */
  marksStep: number;
  /** The Add modal asks for the mode beside the level; the full form asks for it under Exam Details. */
  withMode?: boolean;
}

/** The exam's level, question count, total marks and duration: the main fields the Add modal and the full form share. */
export function ExamMainFields({ form, onChange, marksStep, withMode = false }: ExamMainFieldsProps) {
  return (
    <>
      <SelectField
        label="Exam Level"
        required
        options={EXAM_LEVELS}
        value={form.exam_level}
        onChange={(exam_level) => onChange({ exam_level })}
      />
      {withMode && (
        <SelectField label="Exam Mode" options={EXAM_MODES} value={form.exam_mode} onChange={(exam_mode) => onChange({ exam_mode })} />
      )}
      <NumberField
        label="Total Questions"
        required
        min={1}
        step={1}
        value={form.total_questions}
        onChange={(total_questions) => onChange({ total_questions })}
      />
      <NumberField
        label="Total Marks"
        required
        min={1}
        step={marksStep}
        value={form.total_marks}
        onChange={(total_marks) => onChange({ total_marks })}
      />
      <NumberField
        label="Duration (minutes)"
        required
        min={1}
        step={1}
        value={form.duration}
        onChange={(duration) => onChange({ duration })}
      />
    </>
  );
}
