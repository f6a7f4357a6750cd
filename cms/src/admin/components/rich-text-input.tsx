import { forwardRef, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { Field } from '@strapi/design-system';
import { useStrapiApp } from '@strapi/strapi/admin';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { EditorArea, EditorFrame } from './rich-text-styles';
import { RichTextToolbar } from './rich-text-toolbar';

/** What Strapi 5's Content Manager gives a custom field's input: the layout's props and useField(name)'s. */
export interface RichTextInputProps {
  name: string;
  label: string;
  hint?: ReactNode;
  labelAction?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  value?: string | null;
  error?: string;
  onChange: (path: string, value: string) => void;
}

/** A picked file of Strapi's media library (the fields used here). */
interface MediaFile {
  url: string;
  alternativeText?: string | null;
  mime?: string;
}

interface MediaLibraryDialogProps {
  allowedTypes: string[];
  onClose: () => void;
  onSelectAssets: (files: MediaFile[]) => void;
}

/** What the field stores: '' for an empty editor (not '<p></p>'), the editor's HTML otherwise. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function editorAttributes({
  fieldId,
  hint,
  error,
  required,
  disabled,
}: {
  fieldId: string;
  hint: ReactNode;
  error?: string;
  required: boolean;
  disabled: boolean;
}): Record<string, string> {
  // Field.Hint and Field.Error render with these ids (Strapi's design system), the label with `${id}-label`.
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return {
    id: fieldId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${fieldId}-label`,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(disabled ? { 'aria-readonly': 'true' } : {}),
  };
}

/**
 * The panel's editor for the HTML fields (global::rich-text): Tiptap, reading and storing HTML. Opening a text
 * changes nothing: the form hears from the editor only when someone edits, so an untouched field is saved back
 * byte for byte as it was loaded (and Strapi's Save stays disabled until an edit).
 */
const RichTextInput = forwardRef<HTMLDivElement, RichTextInputProps>(function RichTextInput(
  { name, label, hint, labelAction, required = false, disabled = false, value, error, onChange },
  ref,
) {
  const fieldId = `rich-text-${useId().replace(/:/g, '')}`;
  // The latest path and handler: a repeatable component's item can move (and its path change) under the editor.
  const report = useRef((html: string) => onChange(name, html));
  useLayoutEffect(() => {
    report.current = (html: string) => onChange(name, html);
  }, [name, onChange]);
  // The last HTML the editor reported or was given: any other value comes from outside (a reset after saving).
  const known = useRef(value ?? '');

  const attributes = editorAttributes({ fieldId, hint, error, required, disabled });
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      known.current = html;
      report.current(html);
    },
    editorProps: { attributes },
  });

  useEffect(() => {
    const incoming = value ?? '';
    if (incoming === known.current) return;
    known.current = incoming;
    editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The editor's ARIA attributes follow the field's state (an error appears, the form is disabled...).
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const components = useStrapiApp('RichTextInput', (state) => state.components);
  const MediaLibraryDialog = components['media-library'] as ComponentType<MediaLibraryDialogProps> | undefined;
  const [pickingImage, setPickingImage] = useState(false);
  const insertImages = (files: MediaFile[]) => {
    const images = files
      .filter((file) => !file.mime || file.mime.startsWith('image/'))
      .map((file) => ({ type: 'image', attrs: { src: file.url, alt: file.alternativeText ?? '' } }));
    setPickingImage(false);
    if (images.length) editor.chain().focus().insertContent(images).run();
    else editor.commands.focus();
  };

  return (
    <>
      <Field.Root ref={ref} id={fieldId} name={name} hint={hint} error={error} required={required}>
        {/* The editor is not a labelable element: a click on the label focuses it by hand. */}
        <Field.Label action={labelAction} onClick={() => editor.commands.focus()}>
          {label}
        </Field.Label>
        <EditorFrame $hasError={Boolean(error)} $disabled={disabled}>
          <RichTextToolbar
            editor={editor}
            label={label}
            editorId={fieldId}
            disabled={disabled}
            onPickImage={() => setPickingImage(Boolean(MediaLibraryDialog))}
          />
          <EditorArea>
            <EditorContent editor={editor} />
          </EditorArea>
        </EditorFrame>
        <Field.Hint />
        <Field.Error />
      </Field.Root>
      {/* Outside the field: its label and hint would otherwise name the dialog's own inputs. */}
      {pickingImage && MediaLibraryDialog && (
        <MediaLibraryDialog
          allowedTypes={['images']}
          onClose={() => {
            setPickingImage(false);
            editor.commands.focus();
          }}
          onSelectAssets={insertImages}
        />
      )}
    </>
  );
});

export default RichTextInput;
