import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

describe('keyset cursors', () => {
  const id = '0b8f6f0e-6a4c-4d7e-9a51-3f1f0c2b9d10';

  it('reads back what it wrote, the shape checked part by part', () => {
    const cursor = encodeCursor(['2026-11-22T10:00:00.123456Z', id]);
    expect(decodeCursor(cursor, ['instant', 'uuid'])).toEqual(['2026-11-22T10:00:00.123456Z', id]);
    expect(
      decodeCursor(encodeCursor(['2026-02-03', null, 7, id]), ['date', 'time?', 'integer', 'uuid']),
    ).toEqual(['2026-02-03', null, 7, id]);
  });

  it('refuses anything else: a cut instant, a wrong length, a wrong kind, or not JSON at all', () => {
    expect(
      decodeCursor(encodeCursor(['2026-11-22T10:00:00.123Z', id]), ['instant', 'uuid']),
    ).toBeNull();
    expect(
      decodeCursor(encodeCursor(['2026-11-22T10:00:00.123456Z']), ['instant', 'uuid']),
    ).toBeNull();
    expect(decodeCursor(encodeCursor(['x', 'not-a-uuid']), ['text', 'uuid'])).toBeNull();
    expect(decodeCursor(encodeCursor(['1', '12a']), ['text', 'bigint'])).toBeNull();
    expect(decodeCursor(encodeCursor(['2026-13-45', id]), ['date', 'uuid'])).toBeNull();
    expect(decodeCursor('not-a-cursor', ['text', 'uuid'])).toBeNull();
    expect(
      decodeCursor(Buffer.from('2026-11-22T10:00:00.000Z|1').toString('base64url'), [
        'instant',
        'bigint',
      ]),
    ).toBeNull();
  });
});
