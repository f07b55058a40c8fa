import type { ActivityEntryResponse } from '../../../contracts/common/activity.js';

export const ACTIVITY_SOURCES = ['account', 'treasury', 'invoicing'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/** Where a merged page stopped in each service's log: its last cursor, and whether that log is used up. */
export type MergedCursor = Partial<Record<ActivitySource, string>> & { done?: ActivitySource[] };

export type SourcePage = { items: ActivityEntryResponse[]; hasNextPage: boolean };
export type MergedEntry = ActivityEntryResponse & { source: ActivitySource };

export function encodeMergedCursor(cursor: MergedCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * Reads a merged cursor back, or null when it is not one: a client with a
 * broken cursor is told so rather than sent the first page again (and never
 * loops). Each service checks the cursor of its own log in turn.
 */
export function decodeMergedCursor(text: string | null | undefined): MergedCursor | null {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const fields = value as Record<string, unknown>;
    const cursor: MergedCursor = {};
    for (const [key, part] of Object.entries(fields)) {
      if (key === 'done') {
        if (
          !Array.isArray(part) ||
          !part.every((source) => ACTIVITY_SOURCES.includes(source as ActivitySource))
        )
          return null;
        cursor.done = part as ActivitySource[];
      } else if (ACTIVITY_SOURCES.includes(key as ActivitySource) && typeof part === 'string') {
        cursor[key as ActivitySource] = part;
      } else {
        return null;
      }
    }
    return cursor;
  } catch {
    return null;
  }
}

/**
 * Merges one page of each service's log (each newest first) into one page
 * of `first` entries, newest first, and the cursor that continues each log
 * exactly after the entries taken from it. Ties in time keep a fixed order
 * (by source, then id), so no entry is shown twice or skipped.
 */
export function mergeActivityPages(
  pages: Partial<Record<ActivitySource, SourcePage>>,
  previous: MergedCursor,
  first: number,
) {
  const pool: MergedEntry[] = ACTIVITY_SOURCES.flatMap((source) =>
    (pages[source]?.items ?? []).map((item) => ({ ...item, source })),
  );
  pool.sort(
    (a, b) =>
      b.occurredAt.localeCompare(a.occurredAt) ||
      a.source.localeCompare(b.source) ||
      Number(b.id) - Number(a.id),
  );
  const taken = pool.slice(0, first);
  const next: MergedCursor = { done: [...(previous.done ?? [])] };
  let hasNextPage = false;
  for (const source of ACTIVITY_SOURCES) {
    if (previous.done?.includes(source)) continue;
    const page = pages[source];
    const fromSource = taken.filter((entry) => entry.source === source);
    const last = fromSource.at(-1);
    const cursor = last?.cursor ?? previous[source];
    if (cursor) next[source] = cursor;
    const untaken = (page?.items.length ?? 0) > fromSource.length;
    if (untaken || page?.hasNextPage) hasNextPage = true;
    else next.done!.push(source);
  }
  // Each entry's own cursor continues right after it (a later page may then meet the entries after it again).
  const entryCursors = taken.map((_entry, index) => {
    const upTo = taken.slice(0, index + 1);
    const position: MergedCursor = previous.done?.length ? { done: [...previous.done] } : {};
    for (const source of ACTIVITY_SOURCES) {
      const last =
        upTo.filter((entry) => entry.source === source).at(-1)?.cursor ?? previous[source];
      if (last) position[source] = last;
    }
    return encodeMergedCursor(position);
  });
  return { entries: taken, entryCursors, cursor: encodeMergedCursor(next), hasNextPage };
}
