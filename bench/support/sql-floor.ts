import pg from 'pg';

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
