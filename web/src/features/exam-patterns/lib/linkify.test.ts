import { describe, expect, it } from 'vitest';
import { linkifyText } from './linkify';

describe('linkifyText', () => {
  it('turns an http(s) address into a link and keeps the text around it', () => {
    expect(linkifyText('Staff Selection Commission — https://ssc.gov.in')).toEqual([
      { kind: 'text', text: 'Staff Selection Commission — ' },
      { kind: 'link', href: 'https://ssc.gov.in', text: 'https://ssc.gov.in' },
    ]);
  });

  it('leaves a trailing full stop or bracket out of the link', () => {
    expect(linkifyText('See https://nta.ac.in/neet. Then practise.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://nta.ac.in/neet', text: 'https://nta.ac.in/neet' },
      { kind: 'text', text: '. Then practise.' },
    ]);
    expect(linkifyText('(http://a.in)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', href: 'http://a.in', text: 'http://a.in' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes', () => {
    expect(linkifyText('javascript:alert(1) and ftp://x.org')).toEqual([{ kind: 'text', text: 'javascript:alert(1) and ftp://x.org' }]);
  });

  it('returns plain text untouched', () => {
    expect(linkifyText('Free full-length mock tests on this site')).toEqual([
      { kind: 'text', text: 'Free full-length mock tests on this site' },
    ]);
    expect(linkifyText('')).toEqual([]);
  });
});
