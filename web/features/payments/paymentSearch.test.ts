import { describe, expect, it } from 'vitest';
import { readPaymentSearch, writePaymentSearch } from './paymentSearch';

describe('a payments list’s URL', () => {
  it('when the URL names a tab in its words or the enum’s, that tab is shown; anything else shows All', () => {
    expect(readPaymentSearch(new URLSearchParams('tab=needs-approval'))).toEqual({
      tab: 'NEEDS_APPROVAL',
      archived: false,
    });
    expect(readPaymentSearch(new URLSearchParams('tab=CANCELLED_REJECTED'))).toEqual({
      tab: 'CANCELLED_REJECTED',
      archived: false,
    });
    expect(readPaymentSearch(new URLSearchParams('tab=terkirim'))).toEqual({
      tab: 'ALL',
      archived: false,
    });
    expect(readPaymentSearch(new URLSearchParams(''))).toEqual({ tab: 'ALL', archived: false });
  });

  it('when archived=1 or true is in the URL, archived orders are shown; other values leave them out', () => {
    expect(readPaymentSearch(new URLSearchParams('archived=1')).archived).toBe(true);
    expect(readPaymentSearch(new URLSearchParams('archived=TRUE')).archived).toBe(true);
    expect(readPaymentSearch(new URLSearchParams('archived=0')).archived).toBe(false);
  });

  it('when a list is written back, All and not archived are left out and a tab reads as words', () => {
    expect(writePaymentSearch('/payments', { tab: 'ALL', archived: false })).toBe('/payments');
    expect(writePaymentSearch('/transfers', { tab: 'IN_PROGRESS', archived: false })).toBe(
      '/transfers?tab=in-progress',
    );
    expect(writePaymentSearch('/payment', { tab: 'SENT', archived: true })).toBe(
      '/payment?tab=sent&archived=1',
    );
    expect(
      readPaymentSearch(
        new URL(
          `http://x${writePaymentSearch('/payments', { tab: 'CANCELLED_REJECTED', archived: true })}`,
        ).searchParams,
      ),
    ).toEqual({ tab: 'CANCELLED_REJECTED', archived: true });
  });
});
