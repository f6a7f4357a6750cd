import { useMemo } from 'react';
import { MAX_SECTION_QUESTIONS } from '@exam-prep/contract/admin/mock-tests';
import type { Subtopic } from '@/api/subtopics';
import { Field } from '@/components/ui/field';
import { NumberField } from '@/components/admin/number-field';
import { Button } from '@/components/ui/button';
import formStyles from '@/components/admin/admin-form.module.css';
import { titleCase } from '@/lib/format';
import {
  newBlueprintLine,
  removeAt,
  sectionQuestionCount,
  type BlueprintLineForm,
  type SectionForm,
} from '@/features/admin-mock-tests/lib/form';
import styles from './mock-test-form.module.css';

interface BlueprintLinesProps {
  section: SectionForm;
  sectionLabel: string;
  subtopics: Subtopic[] | undefined;
  subtopicsFailed: boolean;
  onChange: (blueprint: BlueprintLineForm[]) => void;
}

/** A blueprint: lines of a subtopic and how many of its questions each attempt draws at random. */
export function BlueprintLines({ section, sectionLabel, subtopics, subtopicsFailed, onChange }: BlueprintLinesProps) {
  const lines = section.blueprint;
  const options = useMemo(
    () =>
      [...(subtopics ?? [])]
        .sort((a, b) => a.subtopic_name.localeCompare(b.subtopic_name))
        .map((subtopic) => ({
          value: subtopic._id,
          label: titleCase(subtopic.subtopic_name) + (subtopic.topic_id ? ` (${titleCase(subtopic.topic_id.topic_name)})` : ''),
        })),
    [subtopics],
  );
  const update = (index: number, patch: Partial<BlueprintLineForm>) =>
    onChange(lines.map((line, position) => (position === index ? { ...line, ...patch } : line)));
  const drawn = sectionQuestionCount(section);

  return (
    <>
      <p className={formStyles.hint} style={{ marginBottom: '0.75rem' }}>
        Each attempt draws these questions at random, so no two students sit quite the same paper.
      </p>
      {lines.length === 0 && <p className={formStyles.empty}>No lines yet: add a subtopic and how many questions to draw from it.</p>}
      {lines.map((line, index) => {
        const known = options.some((option) => option.value === line.subtopic_id);
        return (
          <div key={line.key} className={styles.line} role="group" aria-label={`${sectionLabel} blueprint line ${index + 1}`}>
            <Field label="Subtopic" required>
              {({ id }) => (
                <select
                  id={id}
                  className="select"
                  required
                  value={line.subtopic_id}
                  onChange={(e) => update(index, { subtopic_id: e.target.value, subtopic_name: '' })}
                >
                  <option value="">{subtopicsFailed ? 'Failed to load subtopics' : '-- Select a subtopic --'}</option>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                  {line.subtopic_id && !known && (
                    <option value={line.subtopic_id}>{line.subtopic_name ? titleCase(line.subtopic_name) : 'Loading...'}</option>
                  )}
                </select>
              )}
            </Field>
            <NumberField
              label="Questions"
              required
              min={1}
              max={MAX_SECTION_QUESTIONS}
              step={1}
              value={line.count}
              onChange={(count) => update(index, { count })}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${sectionLabel} blueprint line ${index + 1}`}
              onClick={() => onChange(removeAt(lines, index))}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => onChange([...lines, newBlueprintLine()])}>
        + Add Subtopic
      </Button>
      <p className={styles.count} aria-live="polite">
        Draws {drawn} question{drawn === 1 ? '' : 's'} at each attempt.
      </p>
    </>
  );
}
