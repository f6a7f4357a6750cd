import { useId, useRef } from 'react';
import type { Exam } from '@/api/exams';
import type { Subtopic } from '@/api/subtopics';
import { NumberField } from '@/components/admin/number-field';
import { patchBinder } from '@/components/admin/bind-field';
import { TextField } from '@/components/admin/text-field';
import formStyles from '@/components/admin/admin-form.module.css';
import {
  addSection,
  canAddSection,
  canRemoveSection,
  MAX_SECTIONS,
  moveAt,
  placedQuestions,
  removeSection,
  type SectionForm,
  type SectionSource,
} from '@/features/admin-mock-tests/lib/form';
import { BlueprintLines } from './blueprint-lines';
import { FixedQuestions } from './fixed-questions';
import { ItemActions } from './item-actions';
import { Button } from '@/components/ui/button';

interface SectionsEditorProps {
  sections: SectionForm[];
  onChange: (sections: SectionForm[]) => void;
  /** The paper's exam, where the question search starts. */
  examName: string;
  subtopics: Subtopic[] | undefined;
  subtopicsFailed: boolean;
  exams: Exam[] | undefined;
}

const SOURCES: ReadonlyArray<{ value: SectionSource; label: string }> = [
  { value: 'fixed', label: 'Fixed questions' },
  { value: 'blueprint', label: 'Blueprint (drawn at random)' },
];

/** The paper's ordered sections: add (up to ten), remove (never the last), move; each with its questions. */
export function SectionsEditor({ sections, onChange, ...shared }: SectionsEditorProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  const placed = placedQuestions(sections);
  const update = (index: number, patch: Partial<SectionForm>) =>
    onChange(sections.map((section, position) => (position === index ? { ...section, ...patch } : section)));

  return (
    <>
      <p className={formStyles.hint} style={{ marginTop: 0, marginBottom: '1rem' }}>
        Give a section a duration only for sectional timing (as in IBPS papers, where a section locks when its time ends): then every
        section needs one. Without section times, the paper&apos;s duration applies.
      </p>
      {sections.map((section, index) => (
        <SectionCard
          key={section.key}
          index={index}
          count={sections.length}
          section={section}
          removable={canRemoveSection(sections)}
          placed={placed}
          onChange={(patch) => update(index, patch)}
          onMove={(direction) => onChange(moveAt(sections, index, direction))}
          onRemove={() => {
            onChange(removeSection(sections, index));
            // The removed card's buttons are gone: focus moves to Add Section once the list has re-rendered.
            window.setTimeout(() => addRef.current?.focus(), 0);
          }}
          {...shared}
        />
      ))}
      {canAddSection(sections) ? (
        <Button ref={addRef} variant="secondary" onClick={() => onChange(addSection(sections))}>
          + Add Section
        </Button>
      ) : (
        <p className={formStyles.hint}>A paper has at most {MAX_SECTIONS} sections.</p>
      )}
    </>
  );
}

interface SectionCardProps extends Omit<SectionsEditorProps, 'sections' | 'onChange'> {
  index: number;
  count: number;
  section: SectionForm;
  removable: boolean;
  /** Each listed question's section, so none is put in two. */
  placed: ReadonlyMap<string, number>;
  onChange: (patch: Partial<SectionForm>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

function SectionCard({
  index,
  count,
  section,
  removable,
  placed,
  onChange,
  onMove,
  onRemove,
  examName,
  subtopics,
  subtopicsFailed,
  exams,
}: SectionCardProps) {
  const titleId = useId();
  const sourceName = useId();
  const label = `Section ${index + 1}`;
  const bind = patchBinder(section, onChange);

  return (
    <section className={formStyles.card} aria-labelledby={titleId}>
      <div className={formStyles.cardHead}>
        <h3 id={titleId} className={formStyles.cardTitle}>
          {label}
          {section.section_name.trim() ? `: ${section.section_name.trim()}` : ''}
        </h3>
        <ItemActions label={label} index={index} count={count} onMove={onMove} onRemove={removable ? onRemove : undefined} />
      </div>
      <div className={formStyles.grid}>
        <TextField label="Section Name" required maxLength={120} {...bind('section_name')} />
        <NumberField label="Duration (minutes)" hint="Optional: all sections or none" min={1} max={600} step={1} {...bind('duration')} />
        <fieldset className={`${formStyles.checks} ${formStyles.full}`}>
          <legend className="field-label">Questions</legend>
          {SOURCES.map((source) => (
            <label key={source.value} className={formStyles.check}>
              <input
                type="radio"
                name={sourceName}
                value={source.value}
                checked={section.source === source.value}
                onChange={() => onChange({ source: source.value })}
              />
              {source.label}
            </label>
          ))}
        </fieldset>
      </div>
      {section.source === 'fixed' ? (
        <FixedQuestions
          section={section}
          sectionLabel={label}
          sectionIndex={index}
          placed={placed}
          examName={examName}
          subtopics={subtopics}
          exams={exams}
          onChange={(picked) => onChange({ questions: picked })}
        />
      ) : (
        <BlueprintLines
          section={section}
          sectionLabel={label}
          subtopics={subtopics}
          subtopicsFailed={subtopicsFailed}
          onChange={(blueprint) => onChange({ blueprint })}
        />
      )}
    </section>
  );
}
