import { describe, expect, it } from 'vitest';
import { globalIdOf, uuidOf } from './globalId';

describe('the global ids routes name by UUID', () => {
  it('turns a route’s UUID into the BFF’s global id of its type and back; anything else names nothing', () => {
    const uuid = '7d1c2b9a-1d2e-4c5b-8a7f-0e1d2c3b4a59';
    for (const type of ['Payment', 'Transfer', 'ExpectedTransaction'] as const) {
      const globalId = globalIdOf(type, uuid)!;
      expect(globalId).toBe(Buffer.from(`${type}:${uuid}`).toString('base64url'));
      expect(uuidOf(globalId, type)).toBe(uuid);
    }
    // Upper-case UUIDs name the same record.
    expect(globalIdOf('Payment', uuid.toUpperCase())).toBe(globalIdOf('Payment', uuid));
    expect(globalIdOf('Payment', 'bukan-uuid')).toBeNull();
    expect(uuidOf(Buffer.from(`Transfer:${uuid}`).toString('base64url'), 'Payment')).toBeNull();
    expect(
      uuidOf(Buffer.from(`Transfer:${uuid}`).toString('base64url'), 'Payment', 'Transfer'),
    ).toBe(uuid);
    expect(
      uuidOf(Buffer.from(`Counterparty:${uuid}`).toString('base64url'), 'ExpectedTransaction'),
    ).toBeNull();
    expect(uuidOf('%%%', 'Payment')).toBeNull();
  });
});
