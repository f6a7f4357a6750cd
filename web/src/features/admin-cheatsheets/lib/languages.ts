/** The code editor's language choice, grouped as in admin spec §3; the default is python. */
export const LANGUAGE_GROUPS: ReadonlyArray<{ label: string; languages: readonly string[] }> = [
  { label: 'Formulas & Science', languages: ['physics', 'formula', 'plaintext'] },
  {
    label: 'Programming',
    languages: ['python', 'javascript', 'typescript', 'java', 'cpp', 'c', 'csharp', 'ruby', 'go', 'rust', 'php', 'swift', 'kotlin', 'scala', 'dart', 'perl', 'r', 'matlab'],
  },
  {
    label: 'Markup & Config',
    languages: ['html', 'css', 'scss', 'json', 'xml', 'yaml', 'toml', 'markdown', 'bash', 'powershell', 'sql', 'nosql', 'graphql', 'dockerfile', 'nginx', 'apache', 'other'],
  },
];

export const LANGUAGES: readonly string[] = LANGUAGE_GROUPS.flatMap((group) => group.languages);

/** How a language is named in the select ('cpp' → 'C++'). */
const NAMES: Record<string, string> = {
  physics: 'Physics',
  formula: 'Formula',
  plaintext: 'Plain text',
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
  csharp: 'C#',
  ruby: 'Ruby',
  go: 'Go',
  rust: 'Rust',
  php: 'PHP',
  swift: 'Swift',
  kotlin: 'Kotlin',
  scala: 'Scala',
  dart: 'Dart',
  perl: 'Perl',
  r: 'R',
  matlab: 'MATLAB',
  html: 'HTML',
  css: 'CSS',
  scss: 'SCSS',
  json: 'JSON',
  xml: 'XML',
  yaml: 'YAML',
  toml: 'TOML',
  markdown: 'Markdown',
  bash: 'Bash',
  powershell: 'PowerShell',
  sql: 'SQL',
  nosql: 'NoSQL',
  graphql: 'GraphQL',
  dockerfile: 'Dockerfile',
  nginx: 'Nginx',
  apache: 'Apache',
  other: 'Other',
};

export const languageName = (language: string): string => NAMES[language] ?? language;
