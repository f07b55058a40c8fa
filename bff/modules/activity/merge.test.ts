import { describe, expect, it } from 'vitest';
import type { ActivityEntryResponse } from '../../../contracts/common/activity.js';
import {
  decodeMergedCursor,
  mergeActivityPages,
  type ActivitySource,
  type MergedCursor,
  type SourcePage,
} from './merge.js';

const entry = (id: number, minute: number): ActivityEntryResponse => ({
  id: String(id),
  cursor: `c${id}`,
  occurredAt: `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`,
  actorId: null,
  entity: 'X',
  entityId: 'x',
  action: 'CREATED',
  summary: `entry ${id}`,
  description: null,
  changes: [],
});

/** Three logs as the services hold them, newest first, served a page at a time like GET /activity. */
const logs: Record<ActivitySource, ActivityEntryResponse[]> = {
  account: [entry(6, 59), entry(5, 40), entry(4, 30), entry(3, 20), entry(2, 10), entry(1, 5)],
  treasury: [entry(9, 50), entry(8, 40), entry(7, 1)],
  invoicing: [],
};

function serve(cursor: MergedCursor, first: number): Partial<Record<ActivitySource, SourcePage>> {
  const pages: Partial<Record<ActivitySource, SourcePage>> = {};
  for (const source of Object.keys(logs) as ActivitySource[]) {
    if (cursor.done?.includes(source)) continue;
    const log = logs[source];
    const start = cursor[source] ? log.findIndex((item) => item.cursor === cursor[source]) + 1 : 0;
    pages[source] = {
      items: log.slice(start, start + first),
      hasNextPage: log.length > start + first,
    };
  }
  return pages;
}

describe('merging the services’ activity logs', () => {
  it('pages through all entries newest first, each exactly once, whatever the page size', () => {
    for (const first of [1, 2, 3, 4, 10]) {
      const seen: string[] = [];
      let cursor: MergedCursor = {};
      for (let guard = 0; guard < 20; guard += 1) {
        const page = mergeActivityPages(serve(cursor, first), cursor, first);
        seen.push(...page.entries.map((item) => item.summary));
        if (!page.hasNextPage) break;
        cursor = decodeMergedCursor(page.cursor)!;
      }
      expect(seen).toEqual([
        'entry 6',
        'entry 9',
        'entry 5',
        'entry 8',
        'entry 4',
        'entry 3',
        'entry 2',
        'entry 1',
        'entry 7',
      ]);
    }
  });

  it('gives each entry a cursor that continues right after it', () => {
    const page = mergeActivityPages(serve({}, 4), {}, 4);
    const fromSecond = decodeMergedCursor(page.entryCursors[1])!;
    const next = mergeActivityPages(serve(fromSecond, 2), fromSecond, 2);
    expect(next.entries.map((item) => item.summary)).toEqual(['entry 5', 'entry 8']);
  });

  it('refuses a malformed cursor rather than starting again from the first page', () => {
    expect(decodeMergedCursor(null)).toEqual({});
    expect(decodeMergedCursor('not-base64-json')).toBeNull();
    expect(decodeMergedCursor(Buffer.from('[1,2]').toString('base64url'))).toBeNull();
    expect(
      decodeMergedCursor(Buffer.from(JSON.stringify({ account: 5 })).toString('base64url')),
    ).toBeNull();
    expect(
      decodeMergedCursor(Buffer.from(JSON.stringify({ evil: 'x' })).toString('base64url')),
    ).toBeNull();
    expect(
      decodeMergedCursor(Buffer.from(JSON.stringify({ done: ['bank'] })).toString('base64url')),
    ).toBeNull();
    expect(
      decodeMergedCursor(
        Buffer.from(JSON.stringify({ account: 'abc', done: ['invoicing'] })).toString('base64url'),
      ),
    ).toEqual({ account: 'abc', done: ['invoicing'] });
  });
});
