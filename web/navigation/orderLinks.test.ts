import { describe, expect, it } from 'vitest';
import { globalIdOf } from '../relay/globalId';
import { orderDetailPath, payExpectedPath, readOpenOrder } from './orderLinks';

describe('links to an order and to paying an expected transaction', () => {
  const uuid = '3f0c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';

  it('an order opened from elsewhere is named by its UUID in its own list, and read back as the global id of that kind', () => {
    const payment = globalIdOf('Payment', uuid)!;
    expect(orderDetailPath('PAYMENT', payment)).toBe(`/payments?open=${uuid}`);
    expect(orderDetailPath('TRANSFER', globalIdOf('Transfer', uuid)!)).toBe(`/transfers?open=${uuid}`);
    expect(readOpenOrder('PAYMENT', new URLSearchParams(`open=${uuid}`))).toBe(payment);
    expect(readOpenOrder('TRANSFER', new URLSearchParams(`open=${uuid}`))).toBe(globalIdOf('Transfer', uuid));
    expect(readOpenOrder('PAYMENT', new URLSearchParams('open=bukan-uuid'))).toBeNull();
    expect(readOpenOrder('PAYMENT', new URLSearchParams(''))).toBeNull();
    // A payment's id does not open a transfer, nor another record's id an order.
    expect(orderDetailPath('TRANSFER', payment)).toBeNull();
    expect(orderDetailPath('PAYMENT', globalIdOf('ExpectedTransaction', uuid)!)).toBeNull();
  });

  it('paying an expected transaction opens the create form of the kind asked with its UUID', () => {
    const expected = globalIdOf('ExpectedTransaction', uuid)!;
    expect(payExpectedPath('PAYMENT', expected)).toBe(`/payments/create?expectedTransaction=${uuid}`);
    expect(payExpectedPath('TRANSFER', expected)).toBe(`/transfers/create?expectedTransaction=${uuid}`);
    expect(payExpectedPath('PAYMENT', globalIdOf('Payment', uuid)!)).toBeNull();
  });
});
