import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * A benchmark's floor: `write` run for every item, each in a transaction of
 * its own, over `connections` connections of plain `pg` at once, as fast as
 * PostgreSQL takes them. Answers the seconds it took, connecting aside.
 */
export async function sqlFloorSeconds<T>(
  databaseUrl: string,
  connections: number,
  items: readonly T[],
  write: (client: pg.Client, item: T) => Promise<void>,
): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  try {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        while (next < items.length) {
          const item = items[next++]!;
          await client.query('begin');
          await write(client, item);
          await client.query('commit');
        }
      }),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/**
 * One row of PostgreSQL's COPY text format: tab-separated, `\N` for null; a tab, newline, carriage
 * return or backslash inside a value (which the format would read as its own) becomes a space.
 */
export const tsv = (values: readonly (string | null)[]) =>
  `${values.map((value) => (value === null ? '\\N' : value.replace(/[\\\t\n\r]/g, ' '))).join('\t')}\n`;

/** Streams `text` (COPY text rows, `tsv`) into PostgreSQL with `copySql` (`copy … from stdin`). */
export async function copyInto(
  client: pg.Client,
  copySql: string,
  text: Iterable<string> | AsyncIterable<string>,
): Promise<void> {
  await pipeline(Readable.from(text), client.query(copyFrom(copySql)));
}
