import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('an email address', () => {
  it.each([
    ['a plain address', 'keuangan@pembeli.co.id'],
    ['a plus tag', 'keuangan+tagihan@pembeli.co.id'],
    ['letters beyond ASCII', 'sari@contoh.indonesia'],
  ])('when it is %s, it is taken', (_case, value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['has no @', 'keuangan.pembeli.co.id'],
    ['has two @', 'keuangan@pembeli@co.id'],
    ['has a space', 'keuangan @pembeli.co.id'],
    ['ends in NEL (U+0085)', 'keuangan@pembeli.co.id\u0085'],
    ['holds NEL (U+0085) before a header', 'keuangan@pembeli.co.id\u0085Bcc: x@y.id'],
    ['holds a line separator (U+2028)', 'keuangan@pembeli.co.id\u2028Bcc: x@y.id'],
    ['holds a paragraph separator (U+2029)', 'keuangan\u2029@pembeli.co.id'],
    ['holds a carriage return and line feed', 'keuangan@pembeli.co.id\r\nBcc: x@y.id'],
    ['holds a vertical tab', 'keuangan@pembeli\u000b.co.id'],
    ['holds a NUL', 'keuangan@pembeli.co.id\u0000'],
    ['holds DEL', 'keu\u007fangan@pembeli.co.id'],
    ['holds a right-to-left override', 'keuangan@\u202edi.oc.ilebmep'],
    ['holds a zero-width space', 'keuangan@pembeli\u200b.co.id'],
  ])('when it %s, it is refused', (_case, value) => {
    expect(isEmail(value)).toBe(false);
  });
});
