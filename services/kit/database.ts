import { promises as fs } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type Migration,
  type MigrationProvider,
  type SelectQueryBuilder,
  type StringReference,
} from 'kysely';
import type { PoolWatcher } from './metrics.js';

// Business dates stay 'YYYY-MM-DD' strings: pg would otherwise turn them into
// local-midnight Date objects and shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// NUMERIC stays a string (pg's default); money is never a JavaScript number.

/**
 * What a service's migrations cannot tell `npm run db-types` about a column's
 * TypeScript type: the shape of a JSON column (written as JSON text, read
 * parsed), bytea read as Uint8Array. `columns` maps `table.column` to a type;
 * `imports` maps a name used there to the module exporting it, relative to
 * the service's folder. Every other column's type comes from the database.
 */
export type ColumnTypes = {
  columns: Record<`${string}.${string}`, string>;
  imports?: Record<string, string>;
};

export type DatabaseOptions = {
  /** A PostgreSQL connection string. */
  url: string;
  /** The service's own schema; unqualified table names resolve to it. */
  schema: string;
  /** Pool size; small by default because three services share one server. */
  max?: number;
  /** Reports the pool's use under the schema's name (the service's metrics). */
  metrics?: PoolWatcher;
};

/** A pg pool whose connections resolve table names in one service schema (for work Kysely cannot do, such as COPY). */
export function createPool({ url, schema, max = 10, metrics }: DatabaseOptions): pg.Pool {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c search_path=${schema},public`,
  });
  // An idle client can lose its connection (a restart, a shutdown); pg then
  // emits 'error' on the pool, which must not take the process down. The
  // next query opens a new connection. A client checked out (in a
  // transaction between two statements) emits it on itself instead, with no
  // listener of the pool's: seen when the database was killed under the
  // product, it ended the process. Its work fails on its next statement and
  // the pool drops it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  metrics?.watchPool(schema, pool);
  return pool;
}

/** A Kysely instance whose connections resolve table names in one service schema. */
export function createDatabase<DB>(options: DatabaseOptions): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPool(options) }) });
}

/** A folder's `NNNN-name.sql` files in name order: each is one migration step, run in a transaction. */
type MigrationFile = { name: string; text: string };

async function migrationFiles(folder: string): Promise<MigrationFile[]> {
  const files = (await fs.readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/\.sql$/, ''),
      text: await fs.readFile(path.join(folder, file), 'utf8'),
    })),
  );
}

/** Gives Kysely the files read once for the whole migration (the baselines are looked for in the same). */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly files: MigrationFile[]) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      this.files.map(({ name, text }) => [
        name,
        { up: async (db: Kysely<unknown>) => void (await sql.raw(text).execute(db)) },
      ]),
    );
  }
}

/** The migrations a baseline's `-- squashes:` header lines name; none for an ordinary migration. */
export function squashedBy(text: string): string[] {
  return [...text.matchAll(/^-- squashes: (.+)$/gm)].flatMap((line) =>
    line[1]!.trim().split(/\s+/),
  );
}

/**
 * A database migrated before a squash names, in Kysely's bookkeeping, the files
 * a baseline replaced. One that applied all of them has the schema the baseline
 * builds, so those names become the baseline's, in one statement; running the
 * baseline on it would fail on tables that exist. One that applied only some
 * holds a schema no file builds any more: refused, and nothing is changed.
 */
async function adoptBaselines(
  db: Kysely<unknown>,
  schema: string,
  files: MigrationFile[],
): Promise<void> {
  const table = `${schema}.kysely_migration`;
  const { rows } = await sql<{
    found: string | null;
  }>`select to_regclass(${table}) as found`.execute(db);
  if (!rows[0]?.found) return;
  for (const { name: baseline, text } of files) {
    const squashed = squashedBy(text);
    if (squashed.length === 0) continue;
    const applied = await sql<{ name: string }>`
      select name from ${sql.table(table)} where name = any(${squashed})`.execute(db);
    if (applied.rows.length === 0) continue;
    if (applied.rows.length < squashed.length) {
      const done = new Set(applied.rows.map((row) => row.name));
      throw new Error(
        `Schema ${schema} has applied ${applied.rows.length} of the ${squashed.length} migrations that ` +
          `${baseline} squashes (not ${squashed.filter((name) => !done.has(name)).join(', ')}): ` +
          `migrate it with the release they shipped in first.`,
      );
    }
    await sql`
      with squashed as (delete from ${sql.table(table)} where name = any(${squashed}) returning timestamp)
      insert into ${sql.table(table)} (name, timestamp) select ${baseline}, max(timestamp) from squashed`.execute(
      db,
    );
  }
}

/**
 * Creates the service's schema if needed and applies its pending migrations in
 * order. Running it again on the same data is a no-op. Instances starting
 * together (several replicas of a service, a test run's workers) take turns:
 * each holds a PostgreSQL advisory lock of the schema's own on one connection
 * while it creates the schema, Kysely's tables and applies what is pending,
 * so the next finds nothing left to apply; a database migrated before a
 * squash has its bookkeeping moved to the baseline first (`adoptBaselines`).
 * Kysely's own migration lock comes only after it has created its tables, and
 * two `create ... if not exists` at once can still collide on PostgreSQL's
 * catalogue (a unique violation).
 */
export async function migrate(db: Kysely<unknown>, schema: string, folder: string): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${`kas.migrate.${schema}`}))`.execute(connection);
    try {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(connection);
      const files = await migrationFiles(folder);
      await adoptBaselines(connection, schema, files);
      const migrator = new Migrator({
        db: connection,
        provider: new SqlFileMigrationProvider(files),
        migrationTableSchema: schema,
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((result) => result.status === 'Error');
      if (error || failed) {
        throw new Error(
          `Migration of schema ${schema} failed at ${failed?.migrationName ?? 'start'}: ${String(error)}`,
        );
      }
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`kas.migrate.${schema}`}))`.execute(
        connection,
      );
    }
  });
}

/** Whether the database answers a trivial query; for readiness probes. */
export async function isDatabaseReady(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * How many rows a query's filters keep: a list's total beside its page. The
 * count comes back as text (PostgreSQL's bigint) and is answered as a number.
 *
 * @example countRows(filtered(db, organizationId, filter)) // 57
 */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    // The selection of a query generic in its tables does not resolve; this one column is known.
    .$castTo<{ count: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The tables of `DB` that hold an organisation's records: each row an `id` and the `organization_id` it belongs to. */
export type OrganizationTable<DB> = {
  [T in keyof DB & string]: DB[T] extends { id: unknown; organization_id: unknown } ? T : never;
}[keyof DB & string];

/**
 * Whether the organisation has the record `id` in `table`: another
 * organisation's answers false, as if it did not exist.
 *
 * @example await organizationHas(db, 'counterparties', auth.org, counterpartyId) // true
 */
export async function organizationHas<DB>(
  db: Kysely<DB>,
  table: OrganizationTable<DB>,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(table)}
    where id = ${id} and organization_id = ${organizationId} limit 1`.execute(db);
  return rows.length > 0;
}

/** A LIKE/ILIKE pattern finding `text` anywhere, its wildcards escaped: a search for "50%" finds the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's free-text filter: the rows where any of `columns` holds the words
 * of `search` (trimmed), case-insensitively; every row when there are none.
 */
export function whereSearched<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  search: string | undefined,
  columns: readonly StringReference<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  const words = search?.trim();
  if (!words) return query;
  const pattern = likePattern(words);
  return query.where((eb) =>
    eb.or(columns.map((column) => sql<boolean>`${eb.ref(column)} ilike ${pattern}`)),
  );
}

/** Whether PostgreSQL refused a write because another row holds the value (unique_violation); with `constraint`, only that index's refusal. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: refusedBy } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || refusedBy === constraint);
}

/**
 * Runs `work`; when one of its writes trips a unique index named in `taken`
 * (a concurrent write got there first, past the checks read before it), the
 * caller is answered that index's refusal instead of a server error.
 */
export async function refusingTaken<T>(
  work: () => Promise<T>,
  taken: Readonly<Record<string, () => Error>>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const [index, refuse] of Object.entries(taken))
      if (isUniqueViolation(error, index)) throw refuse();
    throw error;
  }
}

/** Whether PostgreSQL refused a write because of a check constraint (check_violation), optionally a given one. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: refusedBy } = error as { code?: string; constraint?: string };
  return code === '23514' && (constraint === undefined || refusedBy === constraint);
}

/** Whether PostgreSQL refused a write because of a foreign key (foreign_key_violation): a delete of a row another still refers to; with `constraint`, only that key's refusal. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: refusedBy } = error as { code?: string; constraint?: string };
  return code === '23503' && (constraint === undefined || refusedBy === constraint);
}

/**
 * Applies a schema's pending migrations over a connection of its own, then
 * closes it: for preparing a database before any service runs on it (a test
 * run's template). A service migrates itself as it starts all the same.
 */
export async function migrateDatabase(url: string, schema: string, folder: string): Promise<void> {
  const db = createDatabase<unknown>({ url, schema, max: 1 });
  try {
    await migrate(db, schema, folder);
  } finally {
    await db.destroy();
  }
}
