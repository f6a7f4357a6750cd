import { describe, expect, it } from 'vitest';
import { maskEmail } from '#src/admin/students.js';

describe('maskEmail (the admin list of students)', () => {
  it('keeps the first letter of the name and of the host, and the rest of the domain', () => {
    expect(maskEmail('asha.rao@gmail.com')).toBe('a***@g***.com');
    expect(maskEmail('x@mail.example.in')).toBe('x***@m***.example.in');
    expect(maskEmail('Ravi@Localhost')).toBe('R***@L***');
  });
  it('never shows more than one letter of an address without a name or an @', () => {
    expect(maskEmail('@example.org')).toBe('@***');
    expect(maskEmail('nobody')).toBe('n***');
  });
});
