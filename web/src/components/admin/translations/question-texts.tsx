import { FormSection } from '@/components/admin/form-section';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import formStyles from '@/components/admin/admin-form.module.css';
import { orNull } from './texts';
import { englishHint, TranslatedText, type TextsFieldsProps } from './fields';

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * A question's Hindi text, options and explanation. The options are the English ones in their order (so the right
 * one stays right); a picture option may keep no text.
 */
export function QuestionTextsFields({ english, texts, onChange }: TextsFieldsProps<'questions'>) {
  return (
    <>
      <FormSection title="Question">
        <RichTextEditor
          label="Question text (Hindi)"
          hint={englishHint(english.question, true)}
          value={texts.question}
          onChange={(question) => onChange({ ...texts, question })}
          minHeight="6rem"
        />
      </FormSection>
      <FormSection title="Options">
        <div className={formStyles.grid}>
          {english.options.map((option, index) => (
            <TranslatedText
              key={index}
              label={`Option ${letter(index)} (Hindi)`}
              english={option}
              value={texts.options[index] ?? ''}
              onChange={(value) => onChange({ ...texts, options: texts.options.map((old, at) => (at === index ? value : old)) })}
              full
            />
          ))}
        </div>
      </FormSection>
      <FormSection title="Explanation">
        <RichTextEditor
          label="Explanation (Hindi)"
          hint={`${englishHint(english.explanation, true)} Left empty, the English explanation is shown.`}
          value={texts.explanation ?? ''}
          onChange={(html) => onChange({ ...texts, explanation: orNull(html) })}
          minHeight="6rem"
        />
      </FormSection>
    </>
  );
}
