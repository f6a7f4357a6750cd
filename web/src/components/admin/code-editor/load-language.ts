import type { Extension } from '@codemirror/state';
import type { StreamParser } from '@codemirror/language';

/**
 * Syntax support per language of the spec's list, each fetched the first time it is chosen (its own chunk):
 * CodeMirror's language packages where one exists, its ported legacy modes otherwise. Languages without
 * a grammar (physics, formula, plaintext, graphql, apache, other) are edited as plain text.
 */
const legacy = async (load: () => Promise<StreamParser<unknown>>): Promise<Extension> => {
  const [{ StreamLanguage }, parser] = await Promise.all([import('@codemirror/language'), load()]);
  return StreamLanguage.define(parser);
};

const LOADERS: Record<string, () => Promise<Extension>> = {
  python: async () => (await import('@codemirror/lang-python')).python(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  typescript: async () => (await import('@codemirror/lang-javascript')).javascript({ typescript: true }),
  nosql: async () => (await import('@codemirror/lang-javascript')).javascript(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  cpp: async () => (await import('@codemirror/lang-cpp')).cpp(),
  c: async () => (await import('@codemirror/lang-cpp')).cpp(),
  go: async () => (await import('@codemirror/lang-go')).go(),
  rust: async () => (await import('@codemirror/lang-rust')).rust(),
  php: async () => (await import('@codemirror/lang-php')).php({ plain: true }),
  html: async () => (await import('@codemirror/lang-html')).html(),
  css: async () => (await import('@codemirror/lang-css')).css(),
  scss: async () => (await import('@codemirror/lang-sass')).sass({ indented: false }),
  json: async () => (await import('@codemirror/lang-json')).json(),
  xml: async () => (await import('@codemirror/lang-xml')).xml(),
  yaml: async () => (await import('@codemirror/lang-yaml')).yaml(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
  sql: async () => (await import('@codemirror/lang-sql')).sql(),
  csharp: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).csharp),
  kotlin: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).kotlin),
  scala: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).scala),
  dart: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).dart),
  ruby: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/ruby')).ruby),
  swift: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/swift')).swift),
  perl: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/perl')).perl),
  r: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/r')).r),
  matlab: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/octave')).octave),
  bash: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/shell')).shell),
  powershell: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/powershell')).powerShell),
  toml: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/toml')).toml),
  dockerfile: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/dockerfile')).dockerFile),
  nginx: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/nginx')).nginx),
};

/** Other names admins type in free-text language fields (code questions): 'JS', 'c++', 'py'... */
const ALIASES: Record<string, string> = {
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  'c++': 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  golang: 'go',
  sh: 'bash',
  shell: 'bash',
  rb: 'ruby',
  kt: 'kotlin',
  yml: 'yaml',
  md: 'markdown',
};

/** The language's extension, or [] (plain text) when it has none or its chunk could not be fetched. */
export async function loadLanguage(language: string): Promise<Extension> {
  const name = language.trim().toLowerCase();
  const load = LOADERS[ALIASES[name] ?? name];
  if (!load) return [];
  try {
    return await load();
  } catch (error) {
    console.error(`Could not load syntax support for ${language}`, error);
    return [];
  }
}
