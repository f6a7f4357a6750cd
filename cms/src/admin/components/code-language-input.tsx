import { forwardRef } from 'react';
import { Combobox, ComboboxOption, Field } from '@strapi/design-system';
import { CODE_BLOCK_LANGUAGES } from '@exam-prep/contract/code-languages';
import type { RichTextInputProps } from './rich-text-input';

/** What Strapi 5's Content Manager gives a custom field's input: the same as for the rich-text field. */
export type CodeLanguageInputProps = RichTextInputProps;

/** A code block's language (global::code-language): pick a common one from the shared list, or type another. */
const CodeLanguageInput = forwardRef<HTMLInputElement, CodeLanguageInputProps>(function CodeLanguageInput(
  { name, label, hint, labelAction, required = false, disabled = false, value, error, onChange },
  ref,
) {
  const current = value ?? '';
  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{label}</Field.Label>
      <Combobox
        ref={ref}
        name={name}
        value={(CODE_BLOCK_LANGUAGES as readonly string[]).includes(current) ? current : undefined}
        textValue={current}
        allowCustomValue
        disabled={disabled}
        placeholder="e.g. python, java, javascript"
        onChange={(picked) => onChange(name, picked ?? '')}
        onTextValueChange={(typed) => onChange(name, typed ?? '')}
        onClear={() => onChange(name, '')}
      >
        {CODE_BLOCK_LANGUAGES.map((language) => (
          <ComboboxOption key={language} value={language}>
            {language}
          </ComboboxOption>
        ))}
      </Combobox>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default CodeLanguageInput;
