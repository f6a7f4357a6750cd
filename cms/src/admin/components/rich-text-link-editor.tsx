import { useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Button, Field, Flex } from '@strapi/design-system';
import { safeLinkHref } from './rich-text-extensions';
import { LinkPanel } from './rich-text-styles';

interface LinkEditorProps {
  editor: Editor;
  onClose: () => void;
}

/** The link button's panel: an address for the selected text (or the address itself as the text). */
export function LinkEditor({ editor, onClose }: LinkEditorProps) {
  const hadLink = editor.isActive('link');
  const [address, setAddress] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const apply = () => {
    if (!address.trim()) return removeLink();
    const href = safeLinkHref(address);
    if (!href) {
      setError('Enter a web address (https://…) or an e-mail address.');
      return;
    }
    // New links open in a new tab; the sanitiser gives such links rel="noopener noreferrer".
    const attributes = { href, target: '_blank', rel: 'noopener noreferrer' };
    if (editor.state.selection.empty && !hadLink) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: address.trim(), marks: [{ type: 'link', attrs: attributes }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink(attributes).run();
    }
    onClose();
  };

  return (
    <LinkPanel>
      <Field.Root error={error} hint="http(s) and mailto addresses only">
        <Field.Label>Link address</Field.Label>
        <Field.Input
          ref={input}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter would submit Strapi's form: here it applies the link; Escape leaves the text as it was.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
        />
        <Field.Hint />
        <Field.Error />
      </Field.Root>
      <Flex gap={2}>
        <Button type="button" onClick={apply}>
          Apply
        </Button>
        {hadLink && (
          <Button type="button" variant="danger-light" onClick={removeLink}>
            Remove link
          </Button>
        )}
        <Button type="button" variant="tertiary" onClick={onClose}>
          Cancel
        </Button>
      </Flex>
    </LinkPanel>
  );
}
