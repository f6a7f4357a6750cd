import { FormSection } from '@/components/admin/form-section';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { englishHint, optionalField, textField, TranslatedGrid, type TextsFieldsProps } from './fields';

/** A topic's Hindi name. */
export function TopicTextsFields({ english, texts, onChange }: TextsFieldsProps<'topics'>) {
  return (
    <TranslatedGrid
      fields={[
        textField('Name (Hindi)', english.display_name, texts.display_name, (display_name) => onChange({ display_name }), {
          required: true,
        }),
      ]}
    />
  );
}

/** A subtopic's Hindi name and group label. */
export function SubtopicTextsFields({ english, texts, onChange }: TextsFieldsProps<'subtopics'>) {
  return (
    <TranslatedGrid
      fields={[
        textField('Name (Hindi)', english.display_name, texts.display_name, (display_name) => onChange({ ...texts, display_name }), {
          required: true,
        }),
        optionalField('Category (Hindi)', english.category, texts.category, (category) => onChange({ ...texts, category })),
      ]}
    />
  );
}

/** A mock test's Hindi title, instructions and section names (its questions are the English paper's). */
export function MockTestTextsFields({ english, texts, onChange }: TextsFieldsProps<'mock-tests'>) {
  return (
    <>
      <FormSection title="Paper">
        <TranslatedGrid
          fields={[
            textField('Title (Hindi)', english.title, texts.title, (title) => onChange({ ...texts, title }), {
              full: true,
              required: true,
            }),
          ]}
        />
        <RichTextEditor
          label="Instructions (Hindi)"
          hint={englishHint(english.instructions, true)}
          value={texts.instructions}
          onChange={(instructions) => onChange({ ...texts, instructions })}
          minHeight="6rem"
        />
      </FormSection>
      <FormSection title="Sections">
        <TranslatedGrid
          fields={english.sections.map((name, index) =>
            textField(
              `Section ${index + 1} name (Hindi)`,
              name,
              texts.sections[index] ?? '',
              (value) => onChange({ ...texts, sections: texts.sections.map((old, at) => (at === index ? value : old)) }),
              { required: true },
            ),
          )}
        />
      </FormSection>
    </>
  );
}
