import { describe, expect, it } from 'vitest';
import { otherTimeZones, utcOffset } from './timeZoneOptions';

describe('time zone options', () => {
  it("when Jakarta's offset is asked, it is UTC+07:00 all year (no daylight saving)", () => {
    expect(utcOffset('Asia/Jakarta', new Date('2026-01-15T00:00:00Z'))).toBe('UTC+07:00');
    expect(utcOffset('Asia/Jayapura', new Date('2026-07-15T00:00:00Z'))).toBe('UTC+09:00');
  });

  it('when the other zones are listed, the Indonesian ones are left out and the rest sorted', () => {
    const others = otherTimeZones('Asia/Jakarta');
    expect(others).not.toContain('Asia/Jakarta');
    expect(others).toContain('Asia/Singapore');
    expect([...others].sort()).toEqual(others);
  });

  it('when the current zone is unknown to the browser, it is still offered', () => {
    expect(otherTimeZones('Mars/Olympus_Mons')).toContain('Mars/Olympus_Mons');
  });
});
