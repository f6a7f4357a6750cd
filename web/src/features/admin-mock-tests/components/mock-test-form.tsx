import { useRef, useState, type FormEvent } from 'react';
import { useExamsForAdmin } from '@/api/exams';
import { useAllSubtopicsForAdmin } from '@/api/subtopics';
import { FormSection } from '@/components/admin/form-section';
import { SaveForm } from '@/components/admin/save-form';
import { saveTexts, useSaveThenReturn, type AdminFormProps } from '@/components/admin/use-save-then-return';
import formStyles from '@/components/admin/admin-form.module.css';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useExamPatternChoices } from '@/features/admin-mock-tests/api/get-exam-pattern-choices';
import { toPayload, type MockTestForm as FormValues, type MockTestPayload } from '@/features/admin-mock-tests/lib/form';
import { slugConflictMessage, withMessageAsErrorField } from '@/features/admin-mock-tests/lib/save-error';
import { validateMockTestForm } from '@/features/admin-mock-tests/lib/validation';
import { MarkingAndTiming } from './marking-and-timing';
import { PaperFields } from './paper-fields';
import { SectionsEditor } from './sections-editor';
import { TitleAndSlugFields } from './title-and-slug-fields';

export const MANAGE_MOCK_TESTS = '/manage-mock-tests';

const TEXT = saveTexts('Mock Test');

type Props = AdminFormProps<FormValues, MockTestPayload>;

/** The mock-test form of /create-mock-test and /edit-mock-test/{id} (one form for both, so a paper is created and edited the same way). */
export function MockTestForm({ mode, initial, save }: Props) {
  const text = TEXT[mode];
  const [form, setForm] = useState<FormValues>(initial);
  const [slugError, setSlugError] = useState<string | null>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  // The ref kept apart: React treats an object holding a ref as a ref, which render must not read.
  const { messageRef, ...saving } = useSaveThenReturn<MockTestPayload>(MANAGE_MOCK_TESTS, text);
  const exams = useExamsForAdmin();
  const subtopics = useAllSubtopicsForAdmin();
  const patterns = useExamPatternChoices();

  const update = (patch: Partial<FormValues>) => setForm((current) => ({ ...current, ...patch }));
  const examName = exams.data?.find((exam) => exam._id === form.exam_id)?.exam_name ?? '';
  const patternName = form.exam_pattern_id
    ? (patterns.data?.find((pattern) => pattern._id === form.exam_pattern_id)?.exam_name ?? 'the chosen pattern')
    : null;

  async function saveShowingSlugConflict(payload: MockTestPayload) {
    try {
      return await save(payload);
    } catch (error) {
      const conflict = slugConflictMessage(error);
      if (conflict) {
        setSlugError(conflict);
        slugRef.current?.focus({ preventScroll: true });
      }
      throw withMessageAsErrorField(error);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateMockTestForm(form);
    void saving.submit(problem ? { error: problem } : { payload: toPayload(form) }, saveShowingSlugConflict);
  }

  return (
    <SaveForm onSubmit={onSubmit} noValidate saving={saving} messageRef={messageRef} texts={text}>
      <FormSection title="Basic Information">
        <div className={formStyles.grid}>
          <TitleAndSlugFields
            title={form.title}
            slug={form.slug}
            creating={mode === 'create'}
            slugError={slugError}
            slugRef={slugRef}
            onChange={(title, slug) => {
              // A changed slug may be free: the conflict is the server's to tell again.
              if (slug.slug !== form.slug.slug) setSlugError(null);
              update({ title, slug });
            }}
          />
          <PaperFields form={form} onChange={update} />
        </div>
      </FormSection>

      <FormSection title="Instructions">
        <RichTextEditor
          label="Instructions"
          hint="Shown before the paper starts. Optional."
          minHeight="6rem"
          value={form.instructions}
          onChange={(instructions) => update({ instructions })}
        />
      </FormSection>

      <FormSection title="Marking and Time">
        <MarkingAndTiming form={form} patternName={patternName} onChange={update} />
      </FormSection>

      <FormSection title="Sections">
        <SectionsEditor
          sections={form.sections}
          onChange={(sections) => update({ sections })}
          examName={examName}
          subtopics={subtopics.data}
          subtopicsFailed={Boolean(subtopics.error && !subtopics.data)}
          exams={exams.data}
        />
      </FormSection>
    </SaveForm>
  );
}
