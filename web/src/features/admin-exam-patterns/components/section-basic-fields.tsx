import { TextField } from '@/components/admin/text-field';
import type { SectionForm } from '@/features/admin-exam-patterns/lib/form';
import { NumberField } from '@/components/admin/number-field';

interface SectionBasicFieldsProps {
  section: SectionForm;
  /** The Add modal takes whole marks only; the full form takes quarter marks. */
  marksStep: number;
  onChange: (patch: Partial<SectionForm>) => void;
}

/** A section's name, code, question count and marks per question: the fields the Add modal and the full form share. */
export function SectionBasicFields({ section, marksStep, onChange }: SectionBasicFieldsProps) {
  return (
    <>
      <TextField label="Section Name" required value={section.section_name} onChange={(section_name) => onChange({ section_name })} />
      <TextField label="Section Code" required value={section.section_code} onChange={(section_code) => onChange({ section_code })} />
      <NumberField
        label="Questions"
        required
        min={1}
        step={1}
        value={section.questions}
        onChange={(questions) => onChange({ questions })}
      />
      <NumberField
        label="Marks per Question"
        required
        min={0}
        step={marksStep}
        value={section.marks_per_question}
        onChange={(marks_per_question) => onChange({ marks_per_question })}
      />
    </>
  );
}
