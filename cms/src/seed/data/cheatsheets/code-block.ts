/**
 * Tag for code blocks: returns the template text exactly as written (backslashes are kept, so
 * '\n' inside Python code stays a backslash-n), minus one leading newline and trailing
 * whitespace. It takes no substitutions, so '${...}' cannot be used by mistake.
 */
export const code = (text: TemplateStringsArray): string => text.raw.join('').replace(/^\n/, '').replace(/\s+$/, '');
