import { useId } from 'react';
import { SECTION_QUESTION_TYPES, TOPIC_DIFFICULTY_LEVELS } from '@exam-prep/contract/enums';
import { Check } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { Button } from '@/components/ui/button';
import styles from '@/components/admin/admin-form.module.css';
import {
  canRemoveSection,
  MARKS_STEP,
  newSection,
  newTopic,
  removeAt,
  toggleQuestionType,
  type SectionForm,
  type TopicForm,
} from '@/features/admin-exam-patterns/lib/form';
import { NumberField } from '@/components/admin/number-field';
import { SectionBasicFields } from './section-basic-fields';
import { SelectField } from './select-field';

interface Props {
  sections: SectionForm[];
  onChange: (sections: SectionForm[]) => void;
}

/** The Exam Sections part of the full-page form: at least one section; topics and question types per section. */
export function ExamSectionsEditor({ sections, onChange }: Props) {
  const updateSection = (index: number, patch: Partial<SectionForm>) =>
    onChange(sections.map((section, position) => (position === index ? { ...section, ...patch } : section)));

  return (
    <>
      {sections.map((section, index) => (
        <SectionCard
          key={index}
          index={index}
          section={section}
          removable={canRemoveSection(sections)}
          onChange={(patch) => updateSection(index, patch)}
          onRemove={() => onChange(removeAt(sections, index))}
        />
      ))}
      <Button variant="secondary" onClick={() => onChange([...sections, newSection()])}>
        + Add Section
      </Button>
    </>
  );
}

function SectionCard({
  index,
  section,
  removable,
  onChange,
  onRemove,
}: {
  index: number;
  section: SectionForm;
  removable: boolean;
  onChange: (patch: Partial<SectionForm>) => void;
  onRemove: () => void;
}) {
  const titleId = useId();
  const title = `Section ${index + 1}`;
  const updateTopic = (topicIndex: number, patch: Partial<TopicForm>) =>
    onChange({ topics: section.topics.map((topic, position) => (position === topicIndex ? { ...topic, ...patch } : topic)) });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        {removable && (
          <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        )}
      </div>
      <div className={styles.grid}>
        <SectionBasicFields section={section} marksStep={MARKS_STEP} onChange={onChange} />
        <NumberField
          label="Total Marks"
          min={0}
          step={MARKS_STEP}
          value={section.total_marks}
          onChange={(total_marks) => onChange({ total_marks })}
        />
        <NumberField label="Duration (minutes)" min={0} step={1} value={section.duration} onChange={(duration) => onChange({ duration })} />
      </div>

      <fieldset className={`${styles.checks} ${styles.full}`} style={{ marginTop: '1rem' }}>
        <legend className="field-label">Question Types</legend>
        {SECTION_QUESTION_TYPES.map((type) => (
          <Check
            key={type}
            label={type}
            checked={section.question_types.includes(type)}
            onChange={() => onChange({ question_types: toggleQuestionType(section.question_types, type) })}
          />
        ))}
      </fieldset>

      <h4 className={styles.subTitle}>Topics</h4>
      {section.topics.length === 0 && <p className={styles.empty}>No topics added</p>}
      {section.topics.map((topic, topicIndex) => (
        <div key={topicIndex} className={styles.row} role="group" aria-label={`${title} topic ${topicIndex + 1}`}>
          <TextField
            label="Topic Name"
            required
            value={topic.topic_name}
            onChange={(topic_name) => updateTopic(topicIndex, { topic_name })}
          />
          <NumberField
            label="Weightage (%)"
            min={0}
            max={100}
            step="any"
            value={topic.weightage}
            onChange={(weightage) => updateTopic(topicIndex, { weightage })}
          />
          <SelectField
            label="Difficulty"
            options={TOPIC_DIFFICULTY_LEVELS}
            value={topic.difficulty_level}
            onChange={(difficulty_level) => updateTopic(topicIndex, { difficulty_level })}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange({ topics: removeAt(section.topics, topicIndex) })}
            aria-label={`Remove topic ${topicIndex + 1} of ${title}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange({ topics: [...section.topics, newTopic()] })}>
        + Add Topic
      </Button>
    </section>
  );
}
