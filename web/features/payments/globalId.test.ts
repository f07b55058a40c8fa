import { describe, expect, it } from 'vitest';
import { paymentGlobalId, paymentUuid } from './globalId';

describe('the edit route’s payment id', () => {
  it('turns the route’s UUID into the BFF’s global id and back; anything else names nothing', () => {
    const uuid = '7d1c2b9a-1d2e-4c5b-8a7f-0e1d2c3b4a59';
    const globalId = paymentGlobalId(uuid)!;
    expect(globalId).toBe(Buffer.from(`Payment:${uuid}`).toString('base64url'));
    expect(paymentUuid(globalId)).toBe(uuid);
    expect(paymentGlobalId('bukan-uuid')).toBeNull();
    expect(paymentUuid(Buffer.from(`Transfer:${uuid}`).toString('base64url'))).toBeNull();
    expect(paymentUuid('%%%')).toBeNull();
  });
});
