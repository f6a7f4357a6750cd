import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

const render = (props: { hint?: string; error?: string }) =>
  renderToStaticMarkup(
    <Field label="Title" required {...props}>
      {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
    </Field>,
  );

const attribute = (html: string, element: string, name: string) => new RegExp(`<${element}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

describe('Field', () => {
  it('points its label at the control and describes the control by its hint', () => {
    const html = render({ hint: 'Shown on the card' });
    const id = attribute(html, 'input', 'id');
    expect(attribute(html, 'label', 'for')).toBe(id);
    expect(attribute(html, 'input', 'aria-describedby')).toBe(`${id}-hint`);
    expect(html).not.toContain('aria-invalid');
  });

  it('marks the control invalid and adds the error to its description while there is one', () => {
    const html = render({ hint: 'Shown on the card', error: 'A title is required' });
    const id = attribute(html, 'input', 'id');
    expect(attribute(html, 'input', 'aria-invalid')).toBe('true');
    expect(attribute(html, 'input', 'aria-describedby')).toBe(`${id}-hint ${id}-error`);
    expect(html).toMatch(new RegExp(`<p id="${id}-error"[^>]*role="alert"[^>]*>A title is required</p>`));
  });
});
