/**
 * The languages offered for a programming code block's Language (the Content Manager's picker and the admin
 * screens' suggestions): the ones the site highlights, plus a few more. Only suggestions: the field stays free text,
 * as the public API and the admin screens treat it. Types and constants only, so the CMS's admin bundle can use it.
 */
export const CODE_BLOCK_LANGUAGES = [
  'python',
  'java',
  'javascript',
  'typescript',
  'c',
  'cpp',
  'csharp',
  'go',
  'sql',
  'bash',
  'html',
  'css',
  'json',
  'kotlin',
  'php',
  'ruby',
  'rust',
  'swift',
  'text',
] as const;
