/**
 * The custom field every HTML field of the content types uses in Strapi's panel: the Tiptap editor plugin
 * (@notum-cz/strapi-plugin-tiptap-editor), stored as HTML in a text column. Schemas name it as
 * `{"type": "customField", "customField": "plugin::tiptap-editor.RichText", "options": {"preset": "exam-prep"}}`.
 */
export const RICH_TEXT_CUSTOM_FIELD = 'plugin::tiptap-editor.RichText';
/** The toolbar preset of config/plugins.ts. */
export const RICH_TEXT_PRESET = 'exam-prep';
