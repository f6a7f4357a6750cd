/**
 * The custom field every HTML field of the content types uses in Strapi's panel: our own Tiptap editor
 * (src/admin/components/rich-text-input.tsx), registered by the application itself (src/index.ts on the server,
 * src/admin/app.tsx in the panel), so Strapi names it `global::<name>`. It stores HTML in a text column.
 * Schemas name it as `{"type": "customField", "customField": "global::rich-text"}`.
 */
export const RICH_TEXT_FIELD_NAME = 'rich-text';
export const RICH_TEXT_CUSTOM_FIELD = `global::${RICH_TEXT_FIELD_NAME}`;

/** A code block's language in the panel (src/admin/components/code-language-input.tsx): a plain string, never HTML. */
export const CODE_LANGUAGE_FIELD_NAME = 'code-language';
