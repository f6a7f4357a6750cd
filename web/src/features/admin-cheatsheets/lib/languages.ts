import { CODE_LANGUAGES, type CodeLanguage } from '@exam-prep/contract/enums';

/** The languages the server accepts (the contract's CODE_LANGUAGES), in the admin spec's order. */
export const LANGUAGES: readonly CodeLanguage[] = CODE_LANGUAGES;

/** The select's groups (admin spec §3), each by its first language: the contract lists them group by group. */
const GROUP_STARTS: ReadonlyArray<{ label: string; first: CodeLanguage }> = [
  { label: 'Formulas & Science', first: 'physics' },
  { label: 'Programming', first: 'python' },
  { label: 'Markup & Config', first: 'html' },
];

/** The code editor's language choice, grouped as in admin spec §3; the default is python. */
export const LANGUAGE_GROUPS: ReadonlyArray<{ label: string; languages: readonly CodeLanguage[] }> = GROUP_STARTS.map((group, index) => {
  const next = GROUP_STARTS[index + 1];
  return {
    label: group.label,
    languages: LANGUAGES.slice(LANGUAGES.indexOf(group.first), next ? LANGUAGES.indexOf(next.first) : undefined),
  };
});

/** How a language is named in the select ('cpp' → 'C++'); every language of the contract has a name. */
const NAMES: Record<CodeLanguage, string> = {
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

export const languageName = (language: string): string => NAMES[language as CodeLanguage] ?? language;
