import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate as mutateGlobal } from 'swr';
import { useExamsForAdmin } from '@/api/exams';
import { useAllSubtopicsForAdmin, type Subtopic } from '@/api/subtopics';
import { serverMessage } from '@/components/admin/server-message';
import { useFlash } from '@/components/admin/use-flash';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { MathPreview } from '@/components/rich-text/math-preview';
import { titleCase } from '@/lib/format';
import {
  addOption,
  buildQuestionFormData,
  canRemoveOption,
  emptyQuestionDraft,
  letterFor,
  letterIndex,
  removeOption,
  validateQuestion,
  type ContentType,
  type OptionDraft,
  type QuestionDraft,
} from '@/features/admin-questions/lib/question-form';
import { stripHtml } from '@/lib/plain-text';
import { ImageField } from './image-field';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './question-form.module.css';
import { FormSection } from '@/components/admin/form-section';
import { Button } from '@/components/ui/button';

/** After an update the message shows, then the dashboard opens (admin spec §9). */
const REDIRECT_AFTER_MS = 2000;

interface QuestionFormProps {
  mode: 'add' | 'edit';
  initial: QuestionDraft;
  /** Sends the multipart form (add or update). */
  send: (form: FormData) => Promise<unknown>;
}

/** The question form's sections keep their own look (a column of fields, the title without a gap under it). */
const sectionClasses = { section: styles.section, title: styles.sectionTitle };

/**
 * The add/edit question form (admin spec §2, §4, §5): rich-text question and explanation, text or image
 * type, subtopic, optional exams, options with a type, text and optional picture, and the answer as a letter.
 */
export function QuestionForm({ mode, initial, send }: QuestionFormProps) {
  const navigate = useNavigate();
  const subtopics = useAllSubtopicsForAdmin();
  const exams = useExamsForAdmin();
  const [draft, setDraft] = useState<QuestionDraft>(initial);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  const { flash, show } = useFlash();
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const ids = { subtopic: useId(), answer: useId(), typeLegend: useId(), status: useId() };
  const update = (changes: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const updateOption = (index: number, changes: Partial<OptionDraft>) =>
    setDraft((current) => ({
      ...current,
      options: current.options.map((option, position) => (position === index ? { ...option, ...changes } : option)),
    }));

  const subtopicGroups = useMemo(() => groupByTopic(subtopics.data ?? []), [subtopics.data]);
  const noSubtopics = subtopics.data !== undefined && subtopics.data.length === 0;
  const noExams = exams.data !== undefined && exams.data.length === 0;
  const listsReady = Boolean(subtopics.data?.length) && Boolean(exams.data?.length);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const problem = validateQuestion(draft);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      await send(buildQuestionFormData(draft));
      // Lists and practice pages showing questions refetch on their next view.
      void mutateGlobal((key) => typeof key === 'string' && key.startsWith('/api/questions/'), undefined, { revalidate: true });
      if (mode === 'add') {
        // Type text, four empty text options, every field cleared.
        setDraft(emptyQuestionDraft());
        show('success', 'Question added successfully!');
      } else {
        setDone(true);
        show('success', 'Question updated successfully!');
        redirect.current = window.setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_MS);
      }
    } catch (caught) {
      setError(serverMessage(caught, mode === 'add' ? 'Error adding question' : 'Error updating question'));
    } finally {
      setSaving(false);
    }
  }

  const answerIndex = letterIndex(draft.answer);
  const answerOutOfRange = draft.answer !== '' && (answerIndex < 0 || answerIndex >= draft.options.length);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={ids.status}>
      <FormSection title="Question" classNames={sectionClasses}>
        <RichTextEditor label="Question text" value={draft.question} onChange={(question) => update({ question })} minHeight="7rem" />

        <fieldset className={styles.fieldset}>
          <legend className="field-label">Question type</legend>
          <div className={styles.choices}>
            {(['text', 'image'] as const).map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name="question_type"
                  value={type}
                  checked={draft.question_type === type}
                  onChange={() => update({ question_type: type })}
                />
                {type === 'text' ? 'Text' : 'Image'}
              </label>
            ))}
          </div>
        </fieldset>

        {draft.question_type === 'image' && (
          <ImageField
            label="Question image"
            file={draft.questionImage}
            existing={draft.existingQuestionImage}
            onChange={(questionImage) => update({ questionImage })}
          />
        )}
      </FormSection>

      <FormSection title="Subtopic and exams" classNames={sectionClasses}>
        <div className={styles.field}>
          <label className="field-label" htmlFor={ids.subtopic}>
            Subtopic <span className={styles.required}>(required)</span>
          </label>
          <select id={ids.subtopic} className="select" value={draft.subtopicId} onChange={(e) => update({ subtopicId: e.target.value })}>
            <option value="">{subtopics.isLoading ? 'Loading...' : '-- Select a subtopic --'}</option>
            {subtopicGroups.map(([topic, items]) => (
              <optgroup key={topic} label={topic}>
                {items.map((subtopic) => (
                  <option key={subtopic._id} value={subtopic._id}>
                    {titleCase(subtopic.subtopic_name)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {subtopics.error && !subtopics.data && <p className={styles.fieldError}>Failed to load subtopics</p>}
          {noSubtopics && <p className={styles.warning}>No subtopics available. Please add subtopics first.</p>}
        </div>

        <fieldset className={styles.fieldset}>
          <legend className="field-label">Exams (optional)</legend>
          {exams.isLoading ? (
            <p className={styles.hint}>Loading...</p>
          ) : exams.error && !exams.data ? (
            <p className={styles.fieldError}>Failed to load exams</p>
          ) : noExams ? (
            <p className={styles.warning}>No exams available. Please add exams first.</p>
          ) : (
            <div className={styles.examGrid}>
              {(exams.data ?? []).map((exam) => (
                <label key={exam._id} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={draft.examIds.includes(exam._id)}
                    onChange={(e) =>
                      update({
                        examIds: e.target.checked ? [...draft.examIds, exam._id] : draft.examIds.filter((examId) => examId !== exam._id),
                      })
                    }
                  />
                  {exam.exam_name}
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <label className={styles.choice}>
          <input type="checkbox" checked={draft.heldForTests} onChange={(e) => update({ heldForTests: e.target.checked })} />
          Held for tests
        </label>
        <p className={styles.hint}>
          Kept for mock-test papers: hidden from practice pages, question pages, search and the sitemap. Put into a fixed section of an
          active paper, a question is held; untick to release it.
        </p>
      </FormSection>

      <FormSection title="Options" classNames={sectionClasses}>
        <p className={styles.hint}>Fill in at least 2 options. Empty rows are not saved.</p>
        <ol className={styles.options}>
          {draft.options.map((option, index) => (
            <OptionRow
              key={option.key}
              option={option}
              letter={letterFor(index)}
              removable={canRemoveOption(draft.options.length)}
              onChange={(changes) => updateOption(index, changes)}
              onRemove={() => setDraft((current) => ({ ...current, ...removeOption(current.options, index, current.answer) }))}
            />
          ))}
        </ol>
        <Button variant="secondary" className={styles.addOption} onClick={() => update({ options: addOption(draft.options) })}>
          + Add Option
        </Button>

        <div className={`${styles.field} ${styles.answer}`}>
          <label className="field-label" htmlFor={ids.answer}>
            Correct answer
          </label>
          <select id={ids.answer} className="select" value={draft.answer} onChange={(e) => update({ answer: e.target.value })}>
            <option value="">-- Select the correct answer --</option>
            {draft.options.map((option, index) => (
              <option key={option.key} value={letterFor(index)}>
                {`${letterFor(index)}${describeOption(option)}`}
              </option>
            ))}
            {answerOutOfRange && <option value={draft.answer}>{`${draft.answer} (not one of the options)`}</option>}
          </select>
        </div>
      </FormSection>

      <FormSection title="Explanation" classNames={sectionClasses}>
        <RichTextEditor
          label="Explanation (optional)"
          value={draft.explanation}
          onChange={(explanation) => update({ explanation })}
          minHeight="6rem"
        />
      </FormSection>

      <div id={ids.status} className={styles.messages}>
        {error && (
          <p className={adminStyles.error} role="alert">
            {error}
          </p>
        )}
        {flash && (
          <p
            className={flash.kind === 'success' ? adminStyles.success : adminStyles.error}
            role={flash.kind === 'success' ? 'status' : 'alert'}
          >
            {flash.text}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={saving || done || !listsReady}>
          {mode === 'add' ? (saving ? 'Adding...' : 'Add Question') : saving ? 'Updating...' : 'Update Question'}
        </Button>
        <Button to="/dashboard" variant="secondary">
          Back
        </Button>
      </div>
    </form>
  );
}

function OptionRow({
  option,
  letter,
  removable,
  onChange,
  onRemove,
}: {
  option: OptionDraft;
  letter: string;
  removable: boolean;
  onChange: (changes: Partial<OptionDraft>) => void;
  onRemove: () => void;
}) {
  const typeId = useId();
  const textId = useId();
  return (
    <li className={styles.option} aria-label={`Option ${letter}`}>
      <div className={styles.optionHead}>
        <span className={styles.letter} aria-hidden="true">
          {letter}
        </span>
        <span className={styles.optionTitle}>Option {letter}</span>
        {removable && (
          <Button variant="secondary" className={styles.remove} aria-label={`Remove option ${letter}`} onClick={onRemove}>
            Remove
          </Button>
        )}
      </div>
      <div className={styles.optionFields}>
        <div>
          <label className="field-label" htmlFor={typeId}>
            Option {letter} type
          </label>
          <select
            id={typeId}
            className="select"
            value={option.option_type}
            onChange={(e) => onChange({ option_type: e.target.value as ContentType })}
          >
            <option value="text">Text</option>
            <option value="image">Image</option>
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor={textId}>
            {option.option_type === 'text' ? `Option ${letter} text` : `Option ${letter} caption (optional)`}
          </label>
          <input
            id={textId}
            className="input"
            value={option.option_text}
            autoComplete="off"
            onChange={(e) => onChange({ option_text: e.target.value })}
          />
          {option.option_type === 'text' && <MathPreview html={option.option_text} label={`Option ${letter}`} />}
        </div>
      </div>
      {option.option_type === 'image' && (
        <ImageField
          label={`Option ${letter} image`}
          file={option.file}
          existing={option.path_url}
          onChange={(file) => onChange({ file })}
        />
      )}
    </li>
  );
}

/** ' — 25', ' — picture', or '' for an empty row, for the answer list. */
function describeOption(option: OptionDraft): string {
  const text = stripHtml(option.option_text);
  if (text) return ` — ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`;
  if (option.option_type === 'image' && (option.file || option.path_url)) return ' — picture';
  return ' (empty)';
}

/** Subtopics grouped under their topic's title, topics and subtopics alphabetical. */
function groupByTopic(subtopics: Subtopic[]): Array<[string, Subtopic[]]> {
  const groups = new Map<string, Subtopic[]>();
  for (const subtopic of subtopics) {
    const topic = subtopic.topic_id ? titleCase(subtopic.topic_id.topic_name) : 'Other';
    groups.set(topic, [...(groups.get(topic) ?? []), subtopic]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([topic, items]) => [topic, [...items].sort((a, b) => a.subtopic_name.localeCompare(b.subtopic_name))]);
}
