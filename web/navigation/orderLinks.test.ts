import { describe, expect, it } from 'vitest';
import { globalIdOf } from '../relay/globalId';
import { orderPagePath, payExpectedPath, readOpenOrder } from './orderLinks';

describe('links to an order and to paying an expected transaction', () => {
  const uuid = '3f0c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';

  it('an order opened from elsewhere is its own page by its UUID; a list still opens `?open={uuid}` as the global id of that kind', () => {
    const payment = globalIdOf('Payment', uuid)!;
    expect(orderPagePath(payment)).toBe(`/payments/${uuid}`);
    expect(orderPagePath(globalIdOf('Transfer', uuid)!)).toBe(`/transfers/${uuid}`);
    expect(readOpenOrder('PAYMENT', new URLSearchParams(`open=${uuid}`))).toBe(payment);
    expect(readOpenOrder('TRANSFER', new URLSearchParams(`open=${uuid}`))).toBe(
      globalIdOf('Transfer', uuid),
    );
    expect(readOpenOrder('PAYMENT', new URLSearchParams('open=bukan-uuid'))).toBeNull();
    expect(readOpenOrder('PAYMENT', new URLSearchParams(''))).toBeNull();
    // Another record's id is no order's page.
    expect(orderPagePath(globalIdOf('ExpectedTransaction', uuid)!)).toBeNull();
  });

  it('paying an expected transaction opens the create form of the kind asked with its UUID', () => {
    const expected = globalIdOf('ExpectedTransaction', uuid)!;
    expect(payExpectedPath('PAYMENT', expected)).toBe(
      `/payments/create?expectedTransaction=${uuid}`,
    );
    expect(payExpectedPath('TRANSFER', expected)).toBe(
      `/transfers/create?expectedTransaction=${uuid}`,
    );
    expect(payExpectedPath('PAYMENT', globalIdOf('Payment', uuid)!)).toBeNull();
  });
});
