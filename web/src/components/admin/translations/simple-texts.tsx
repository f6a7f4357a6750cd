import { FormSection } from '@/components/admin/form-section';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import formStyles from '@/components/admin/admin-form.module.css';
import { optionalText, orNull } from './texts';
import { englishHint, TranslatedText, type TextsFieldsProps } from './fields';

/** A topic's Hindi name. */
export function TopicTextsFields({ english, texts, onChange }: TextsFieldsProps<'topics'>) {
  return (
    <div className={formStyles.grid}>
      <TranslatedText
        label="Name (Hindi)"
        english={english.display_name}
        value={texts.display_name}
        onChange={(display_name) => onChange({ display_name })}
        required
      />
    </div>
  );
}

/** A subtopic's Hindi name and group label. */
export function SubtopicTextsFields({ english, texts, onChange }: TextsFieldsProps<'subtopics'>) {
  return (
    <div className={formStyles.grid}>
      <TranslatedText
        label="Name (Hindi)"
        english={english.display_name}
        value={texts.display_name}
        onChange={(display_name) => onChange({ ...texts, display_name })}
        required
      />
      <TranslatedText
        label="Category (Hindi)"
        english={english.category}
        value={optionalText(texts.category)}
        onChange={(category) => onChange({ ...texts, category: orNull(category) })}
      />
    </div>
  );
}

/** A mock test's Hindi title, instructions and section names (its questions are the English paper's). */
export function MockTestTextsFields({ english, texts, onChange }: TextsFieldsProps<'mock-tests'>) {
  return (
    <>
      <FormSection title="Paper">
        <div className={formStyles.grid}>
          <TranslatedText
            label="Title (Hindi)"
            english={english.title}
            value={texts.title}
            onChange={(title) => onChange({ ...texts, title })}
            full
            required
          />
        </div>
        <RichTextEditor
          label="Instructions (Hindi)"
          hint={englishHint(english.instructions, true)}
          value={texts.instructions}
          onChange={(instructions) => onChange({ ...texts, instructions })}
          minHeight="6rem"
        />
      </FormSection>
      <FormSection title="Sections">
        <div className={formStyles.grid}>
          {english.sections.map((name, index) => (
            <TranslatedText
              key={index}
              label={`Section ${index + 1} name (Hindi)`}
              english={name}
              value={texts.sections[index] ?? ''}
              onChange={(value) => onChange({ ...texts, sections: texts.sections.map((old, at) => (at === index ? value : old)) })}
              required
            />
          ))}
        </div>
      </FormSection>
    </>
  );
}
