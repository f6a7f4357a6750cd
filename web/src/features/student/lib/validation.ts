/** The project's password rule (contract PASSWORD_MIN; the spec's client asks for 6): the server checks its strength too. */
export const PASSWORD_MIN = 8;

/** The spec's email check: no whitespace, x@y.z (contract EMAIL_PATTERN). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message key of the first failed check of the sign-up form, in the spec's order, or undefined. */
export function registrationProblem(fields: { username: string; email: string; password: string; confirm: string }): string | undefined {
  if (!fields.username || !fields.email || !fields.password || !fields.confirm) return 'student.errors.fillInAllFields';
  if (fields.password.length < PASSWORD_MIN) return 'student.errors.passwordTooShort';
  if (fields.password !== fields.confirm) return 'student.errors.passwordsDoNotMatch';
  if (!EMAIL_PATTERN.test(fields.email)) return 'student.errors.emailInvalid';
  return undefined;
}

/** The checks of a new password and its confirmation (reset, change), in the same order. */
export function newPasswordProblem(password: string, confirm: string): string | undefined {
  if (!password || !confirm) return 'student.errors.fillInAllFields';
  if (password.length < PASSWORD_MIN) return 'student.errors.passwordTooShort';
  if (password !== confirm) return 'student.errors.passwordsDoNotMatch';
  return undefined;
}

/** 'quantitative-aptitude' → 'Quantitative Aptitude' (the spec's formatting of stored names). */
export const formatName = (name: string) =>
  name
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** The practice address of a stored name pair: lower-cased, spaces turned into hyphens, as the spec's client links. */
export const practicePath = (topicName: string, subTopicName?: string) =>
  ['/practice', topicName, subTopicName]
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part.toLowerCase().trim().replace(/\s+/g, '-'))))
    .join('/');
