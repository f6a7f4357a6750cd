import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { Paragraph } from '@strapi/icons';
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
  },
  bootstrap(app: StrapiApp) {
    // A question's edit view says how many reports of a mistake in it are open.
    const contentManager = app.getPlugin('content-manager') as unknown as {
      apis: { addEditViewSidePanel: (panels: Array<typeof OpenReportsPanel>) => void };
    };
    contentManager.apis.addEditViewSidePanel([OpenReportsPanel]);
  },
};
