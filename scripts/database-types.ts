import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect as KyselyPostgresDialect, sql } from 'kysely';
import {
  generate,
  PostgresDialect,
  type DatabaseMetadata,
  type PostprocessFunction,
} from 'kysely-codegen';
import pg from 'pg';
import prettier from 'prettier';
import { ACCOUNT_COLUMN_TYPES, ACCOUNT_SCHEMA } from '../services/account/database-schema.js';
import { INVOICING_COLUMN_TYPES, INVOICING_SCHEMA } from '../services/invoicing/database-schema.js';
import type { ColumnTypes } from '../services/kit/database.js';
import { TREASURY_COLUMN_TYPES, TREASURY_SCHEMA } from '../services/treasury/database-schema.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A service's schema and the generated file holding its tables' types, named `<Name>Database`. */
type ServiceTypes = { schema: string; file: string; name: string; columnTypes: ColumnTypes };

/** One generated file per service schema: `services/<service>/db-types.ts`. */
export const SERVICE_TYPES: readonly ServiceTypes[] = [
  { schema: ACCOUNT_SCHEMA, name: 'AccountDatabase', columnTypes: ACCOUNT_COLUMN_TYPES },
  { schema: TREASURY_SCHEMA, name: 'TreasuryDatabase', columnTypes: TREASURY_COLUMN_TYPES },
  { schema: INVOICING_SCHEMA, name: 'InvoicingDatabase', columnTypes: INVOICING_COLUMN_TYPES },
].map((service) => ({
  ...service,
  file: path.join(root, 'services', service.schema, 'db-types.ts'),
}));

/** Tables of a schema that the services do not query through Kysely: the migrator's own. */
const NOT_QUERIED = ['kysely_migration', 'kysely_migration_lock'];

/** A text literal as PostgreSQL prints it back in a constraint: `'NEW'::text`. */
const LITERAL = String.raw`'((?:[^']|'')*)'::(?:text|character varying)`;

/**
 * The values a single-column CHECK constraint lists, as PostgreSQL prints it
 * back: `CHECK ((status = ANY (ARRAY['NEW'::text, 'ACTIVE'::text])))`,
 * `CHECK ((kind = 'X'::text))`, those joined by OR (a column that may also
 * be NULL included), or `CHECK ((methods <@ ARRAY['A'::text, …]))` for an
 * array. Any other CHECK (a range, a length, a rule across values) gives null.
 */
export function listedValues(definition: string, column: string): string[] | null {
  const name = String.raw`(?:"${column}"|${column})`;
  const values: string[] = [];
  const take = (list: string) => {
    for (const [, value] of list.matchAll(new RegExp(LITERAL, 'g')))
      values.push(value!.replaceAll("''", "'"));
    return '@';
  };
  const list = String.raw`ARRAY\[((?:${LITERAL.replace('(', '(?:')}(?:, )?)+)\]`;
  const rest = definition
    .replace(/^CHECK /, '')
    .replace(new RegExp(String.raw`${name} = ANY \(${list}\)`, 'g'), (_, found: string) =>
      take(found),
    )
    .replace(new RegExp(String.raw`${name} <@ ${list}`, 'g'), (_, found: string) => take(found))
    .replace(new RegExp(String.raw`${name} = ${LITERAL}`, 'g'), (found: string) => take(found))
    .replace(new RegExp(String.raw`${name} IS NULL`, 'g'), '');
  return values.length > 0 && /^[()@ ]*$/.test(rest.replaceAll(' OR ', ' ')) ? values : null;
}

/**
 * Reads the single-column CHECK constraints that list a column's values and
 * gives the column that union, so `status text CHECK (status IN ('NEW', …))`
 * is typed `'NEW' | …` as an enum type would be: the migration says it once.
 */
function withListedValues(schema: string): PostprocessFunction {
  return async ({ db, metadata }) => {
    const { rows } = await sql<{ table: string; column: string; definition: string }>`
      select c.relname as "table", a.attname as "column", pg_get_constraintdef(k.oid) as definition
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
      where k.contype = 'c' and n.nspname = ${schema} and array_length(k.conkey, 1) = 1
      order by 1, 2, k.conname`.execute(db);
    const values = new Map<string, string[]>();
    for (const { table, column, definition } of rows) {
      const listed = listedValues(definition, column);
      if (!listed) continue;
      const key = `${table}.${column}`;
      // Two such constraints on one column: the column takes the values both allow.
      const known = values.get(key);
      values.set(key, known ? known.filter((value) => listed.includes(value)) : listed);
    }
    for (const table of metadata.tables)
      for (const column of table.columns) {
        const listed = values.get(`${table.name}.${column.name}`);
        if (listed) column.enumValues = listed;
      }
    return metadata as DatabaseMetadata;
  };
}

/**
 * Refuses a generated column (`GENERATED ALWAYS AS … STORED`) whose type the
 * service does not declare: kysely-codegen would type it as writable, and
 * PostgreSQL refuses every write to it. Declared `ColumnType<T, never, never>`,
 * a write fails the type check instead.
 */
async function requireDeclaredGeneratedColumns(
  db: Kysely<unknown>,
  schema: string,
  { columns }: ColumnTypes,
): Promise<void> {
  const { rows } = await sql<{ path: `${string}.${string}` }>`
    select c.relname || '.' || a.attname as path
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and a.attgenerated = 's' and not a.attisdropped
    order by 1`.execute(db);
  const undeclared = rows.filter(({ path }) => !/, never, never>$/.test(columns[path] ?? ''));
  if (undeclared.length > 0)
    throw new Error(
      `Generated columns of ${schema} need a declared ColumnType<T, never, never> in its database-schema.ts: ${undeclared.map(({ path }) => path).join(', ')}`,
    );
}

/** The generated file's header, saying where it comes from and how to refresh it. */
const HEADER = `/**
 * The tables of this service's schema as Kysely sees them, generated by
 * \`npm run db-types\` (kysely-codegen) from the database its migrations build.
 * Do not edit: change a migration and run the script again. A test fails when
 * this file and the migrations differ.
 */
`;

/**
 * Introspects one service's schema in a migrated database and answers the
 * text of its generated types file. NUMERIC and bigint come back as strings
 * (as pg reads them), DATE as a 'YYYY-MM-DD' string (services/kit/database.ts
 * sets that parser), timestamps as Date; laid out by Prettier with the repository's settings.
 */
export async function generateServiceTypes(
  databaseUrl: string,
  { schema, name, file, columnTypes }: ServiceTypes,
): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely<unknown>({ dialect: new KyselyPostgresDialect({ pool }) });
  try {
    await requireDeclaredGeneratedColumns(db, schema, columnTypes);
    const text = await generate({
      db,
      dialect: new PostgresDialect({ dateParser: 'string', numericParser: 'string' }),
      defaultSchemas: [schema],
      includePattern: `${schema}.*`,
      excludePattern: `${schema}.+(${NOT_QUERIED.join('|')})`,
      postprocess: withListedValues(schema),
      overrides: { columns: columnTypes.columns },
      customImports: columnTypes.imports,
      outFile: null,
      skipAutogeneratedFileComment: true,
    });
    const named = text.replace(/^export interface DB \{/m, `export interface ${name} {`);
    const options = await prettier.resolveConfig(file);
    return prettier.format(HEADER + named, { ...options, filepath: file });
  } finally {
    await db.destroy();
  }
}
