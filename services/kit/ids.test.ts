import { describe, expect, it } from 'vitest';
import { idSequence } from './ids.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idSequence', () => {
  it('gives ordered, unique UUIDv7s', () => {
    const next = idSequence();
    const ids = Array.from({ length: 10_000 }, next);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('two sequences do not meet', () => {
    const first = idSequence();
    const second = idSequence();
    const ids = [...Array.from({ length: 1_000 }, first), ...Array.from({ length: 1_000 }, second)];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
