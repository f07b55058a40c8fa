import { describe, expect, it } from 'vitest';
import { payablesParams, payablesSearch } from './payablesLabels';

describe('the aged payables screen’s address', () => {
  it('reads the as-of date and whether submitted bills count; a malformed date is today', () => {
    expect(payablesParams(new URLSearchParams(''))).toEqual({
      asOf: null,
      includeSubmitted: false,
    });
    expect(payablesParams(new URLSearchParams('asOf=2026-12-31&submitted=1'))).toEqual({
      asOf: '2026-12-31',
      includeSubmitted: true,
    });
    expect(payablesParams(new URLSearchParams('asOf=2026-02-30'))).toEqual({
      asOf: null,
      includeSubmitted: false,
    });
    expect(payablesSearch({ asOf: null, includeSubmitted: false })).toBe('');
    expect(payablesSearch({ asOf: '2026-12-31', includeSubmitted: true })).toBe(
      '?asOf=2026-12-31&submitted=1',
    );
  });
});
