import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MIN, EMAIL_PATTERN as CONTRACT_EMAIL, weakPasswordMessage } from '@exam-prep/contract/student/account';
import { SERVER_MESSAGES, serverMessageKey } from './server-messages';
import { EMAIL_PATTERN, PASSWORD_MIN as OUR_MIN, formatName, practicePath, registrationProblem } from './validation';

describe("the copies of the contract's student rules", () => {
  it("every server message is the contract's, word for word", () => {
    expect(SERVER_MESSAGES).toEqual(MESSAGES);
    expect(weakPasswordMessage('password1')).toBe(SERVER_MESSAGES.passwordTooEasy);
    expect(serverMessageKey(MESSAGES.invalidCredentials)).toBe('invalidCredentials');
    expect(serverMessageKey('Something else')).toBeUndefined();
  });

  it('the password minimum and the email check are the contract’s', () => {
    expect(OUR_MIN).toBe(PASSWORD_MIN);
    expect(EMAIL_PATTERN.source).toBe(CONTRACT_EMAIL.source);
  });
});

describe('the sign-up checks and names', () => {
  it("fail in the spec's order", () => {
    const good = { username: 'asha', email: 'a@b.in', password: '12345678', confirm: '12345678' };
    expect(registrationProblem({ ...good, username: '' })).toBe('student.errors.fillInAllFields');
    expect(registrationProblem({ ...good, email: 'bad', password: '1234567', confirm: 'x' })).toBe('student.errors.passwordTooShort');
    expect(registrationProblem({ ...good, email: 'bad', confirm: 'x2345678' })).toBe('student.errors.passwordsDoNotMatch');
    expect(registrationProblem({ ...good, email: 'a b@c.d' })).toBe('student.errors.emailInvalid');
    expect(registrationProblem(good)).toBeUndefined();
  });

  it('format stored names and practice links as the spec does', () => {
    expect(formatName('time-and-work')).toBe('Time And Work');
    expect(practicePath('quantitative-aptitude', 'Time and Work')).toBe('/practice/quantitative-aptitude/time-and-work');
    expect(practicePath('general-aptitude')).toBe('/practice/general-aptitude');
  });
});
