import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrate } from '../services/kit/database.js';
import { startEmbeddedPostgres } from '../services/kit/embedded-postgres.js';

/**
 * `node --import tsx scripts/schema-fingerprint.ts <schema> <folder A> [<folder B>]`: migrates a
 * fresh database with each folder of migrations (a throw-away embedded PostgreSQL) and prints what
 * the schema holds afterwards, as text that does not depend on how it was built: every column in
 * order with its type, default and nullability, every constraint, index, function (its whole
 * definition), trigger, view, sequence, type, policy and comment, and the rows the migrations left
 * in every table. Given two folders it prints their difference and exits 1 when there is one:
 * the proof that a squashed baseline builds exactly what the migrations it replaces built.
 * It needs no client tools: Debian's pg_dump is PostgreSQL 15's and refuses the embedded 18 server
 * (scripts/postgres-client.sh fetches 18's, for backups); and it leaves out the migration
 * bookkeeping, whose rows differ by design, where a dump would carry them.
 */
const [schema, ...folders] = process.argv.slice(2);
if (!schema || folders.length < 1 || folders.length > 2) {
  process.stderr.write(
    'usage: schema-fingerprint.ts <schema> <migrations folder> [<other folder>]\n',
  );
  process.exit(2);
}

/** Each query gives rows of one text column; together they describe the schema `$1`. */
const DESCRIPTIONS: Record<string, string> = {
  columns: `
    select c.relname || '.' || row_number() over (partition by c.oid order by a.attnum) || ' ' ||
           a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
           case when a.attnotnull then ' not null' else '' end ||
           coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') ||
           case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end ||
           case when a.attgenerated <> '' then ' generated ' || a.attgenerated::text else '' end ||
           coalesce(' collate ' || nullif(co.collname, 'default'), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation
    where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped`,
  relations: `
    select c.relname || ' kind ' || c.relkind::text || ' persistence ' || c.relpersistence::text ||
           ' rls ' || c.relrowsecurity || ' force ' || c.relforcerowsecurity ||
           coalesce(' options ' || array_to_string(c.reloptions, ','), '')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')`,
  constraints: `
    select c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) ||
           case when k.condeferrable then ' deferrable' else '' end ||
           case when k.condeferred then ' initially deferred' else '' end
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1`,
  domainConstraints: `
    select t.typname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid)
    from pg_constraint k join pg_type t on t.oid = k.contypid
    join pg_namespace n on n.oid = t.typnamespace where n.nspname = $1`,
  indexes: `select indexname || ': ' || indexdef from pg_indexes where schemaname = $1`,
  functions: `
    select pg_get_functiondef(p.oid) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1 and p.prokind in ('f', 'p')`,
  triggers: `
    select pg_get_triggerdef(t.oid) || case when t.tgenabled <> 'O' then ' enabled ' || t.tgenabled::text else '' end
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and not t.tgisinternal`,
  views: `
    select c.relname || ': ' || pg_get_viewdef(c.oid) from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('v', 'm')`,
  sequences: `
    select sequencename || ' ' || data_type || ' start ' || start_value || ' min ' || min_value ||
           ' max ' || max_value || ' by ' || increment_by || ' cycle ' || cycle || ' cache ' || cache_size ||
           ' last ' || coalesce(last_value::text, 'none')
    from pg_sequences where schemaname = $1`,
  sequenceOwners: `
    select s.relname || ' owned by ' || t.relname || '.' || a.attname from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = s.relnamespace where n.nspname = $1 and d.deptype in ('a', 'i')`,
  types: `
    select t.typname || ' ' || t.typtype::text || coalesce(' ' || (
             select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '') ||
           case when t.typtype = 'd' then ' over ' || format_type(t.typbasetype, t.typtypmod) ||
                case when t.typnotnull then ' not null' else '' end ||
                coalesce(' default ' || t.typdefault, '') else '' end
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = $1 and t.typtype in ('e', 'd', 'c', 'r')
      and not exists (select 1 from pg_class c where c.reltype = t.oid and c.relkind <> 'c')`,
  compositeTypes: `
    select t.typname || '.' || row_number() over (partition by t.oid order by a.attnum) || ' ' || a.attname || ' ' ||
           format_type(a.atttypid, a.atttypmod)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = $1`,
  policies: `
    select tablename || ' ' || policyname || ' ' || permissive || ' ' || array_to_string(roles, ',') || ' ' || cmd ||
           coalesce(' using ' || qual, '') || coalesce(' check ' || with_check, '')
    from pg_policies where schemaname = $1`,
  comments: `
    select c.relname || coalesce('.' || a.attname, '') || ': ' || d.description from pg_description d
    join pg_class c on c.oid = d.objoid and d.classoid = 'pg_class'::regclass
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid and d.objsubid > 0
    where n.nspname = $1
    union all
    select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || '): ' || d.description
    from pg_description d join pg_proc p on p.oid = d.objoid and d.classoid = 'pg_proc'::regclass
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1`,
  extensions: `select extname || ' in ' || extnamespace::regnamespace from pg_extension`,
  otherSchemas: `
    select nspname from pg_namespace
    where nspname not like 'pg\\_%' and nspname not in ('information_schema', 'public', $1)`,
};

/** Migration bookkeeping differs by design between a baseline and the files it replaces. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

async function fingerprint(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: string[] = [];
    for (const [name, query] of Object.entries(DESCRIPTIONS)) {
      const { rows } = await client.query<{ line: string }>(
        `select x.line from (${query}) as x(line) order by 1`,
        query.includes('$1') ? [schema] : [],
      );
      out.push(`## ${name}`, ...rows.map((row) => row.line));
    }
    const { rows: tables } = await client.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p') order by 1`,
      [schema],
    );
    out.push('## rows');
    for (const { relname } of tables) {
      if (BOOKKEEPING.has(relname)) continue;
      const table = `${client.escapeIdentifier(schema!)}.${client.escapeIdentifier(relname)}`;
      const { rows } = await client.query<{ line: string }>(
        `select to_jsonb(t)::text as line from ${table} t order by 1`,
      );
      out.push(...rows.map((row) => `${relname}: ${row.line}`));
    }
    return `${out.join('\n')}\n`;
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-schema-fingerprint-'));
const server = await startEmbeddedPostgres({ dataDir, durable: false });
try {
  const texts: string[] = [];
  for (const [index, folder] of folders.entries()) {
    const name = `fingerprint_${index}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    const db = createDatabase<unknown>({ url: url.toString(), schema, max: 2 });
    try {
      await migrate(db, schema, path.resolve(folder));
    } finally {
      await db.destroy();
    }
    texts.push(await fingerprint(url.toString()));
  }
  if (texts.length === 1) {
    process.stdout.write(texts[0]!);
  } else {
    const files = texts.map((text, index) => {
      const file = path.join(dataDir, `fingerprint-${index}.txt`);
      writeFileSync(file, text);
      return file;
    });
    try {
      execFileSync('diff', ['-u', ...files], { stdio: 'inherit' });
      process.stdout.write(`The two folders build the same ${schema} schema.\n`);
    } catch {
      process.exitCode = 1;
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
