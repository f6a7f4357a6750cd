import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Underline from '@tiptap/extension-underline';

/** The Tiptap extensions both editors (admin and notes) start from: paragraphs of bold, italic and underlined text. */
export const TEXT_EXTENSIONS = [Document, Paragraph, Text, Bold, Italic, Underline];
