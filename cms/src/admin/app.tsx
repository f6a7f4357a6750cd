import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { Code, Paragraph } from '@strapi/icons';
import { OpenReportsPanel } from './components/open-reports-panel';

export default {
  config: {
    locales: [],
  },
  register(app: StrapiApp) {
    // The HTML fields' editor (global::rich-text; src/index.ts registers its server side under the same name).
    app.customFields.register({
      name: 'rich-text',
      type: 'text',
      intlLabel: { id: 'exam-prep.rich-text.label', defaultMessage: 'Rich text (HTML)' },
      intlDescription: {
        id: 'exam-prep.rich-text.description',
        defaultMessage: 'Formatted text stored as HTML, edited in a WYSIWYG editor',
      },
      icon: Paragraph,
      components: {
        // Strapi types an Input as taking no props; the Content Manager passes it the field's (RichTextInputProps).
        Input: async () => ({ default: (await import('./components/rich-text-input')).default as unknown as ComponentType }),
      },
    });
    // A code block's language (global::code-language; registered on the server in src/index.ts): a list of common
    // languages, or any name typed in. Stored as a plain string.
    app.customFields.register({
      name: 'code-language',
      type: 'string',
      intlLabel: { id: 'exam-prep.code-language.label', defaultMessage: 'Code language' },
      intlDescription: { id: 'exam-prep.code-language.description', defaultMessage: 'A programming language, picked or typed' },
      icon: Code,
      components: {
        Input: async () => ({ default: (await import('./components/code-language-input')).default as unknown as ComponentType }),
      },
    });
  },
  bootstrap(app: StrapiApp) {
    // A question's edit view says how many reports of a mistake in it are open.
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel: (panels: Array<typeof OpenReportsPanel>) => void };
    };
    contentManager.apis.addEditViewSidePanel([OpenReportsPanel]);
  },
};
