import { describe, expect, it } from 'vitest';
import { expectedTransactionGlobalId, expectedTransactionUuid } from './globalId';

describe('global ids of the edit route', () => {
  it('turns the route’s UUID into the BFF’s global id and back', () => {
    const uuid = '3f0c2b9a-1d2e-4c5b-8a7f-0e1d2c3b4a59';
    const globalId = expectedTransactionGlobalId(uuid)!;
    expect(globalId).toBe(Buffer.from(`ExpectedTransaction:${uuid}`).toString('base64url'));
    expect(expectedTransactionUuid(globalId)).toBe(uuid);
    expect(expectedTransactionGlobalId('bukan-uuid')).toBeNull();
    expect(expectedTransactionUuid(Buffer.from(`Counterparty:${uuid}`).toString('base64url'))).toBeNull();
  });
});
