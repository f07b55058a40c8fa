import { readFileSync } from 'node:fs';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateServiceTypes, listedValues, SERVICE_TYPES } from '../../scripts/database-types.js';
import { createTestDatabase } from '../support/database.js';

/** The services' table types are generated from the migrated database (`npm run db-types`), never kept by hand. */
let databaseUrl: string;

beforeAll(async () => {
  // A copy of the run's template, which the system's own migrations built; the template itself stays untouched.
  databaseUrl = await createTestDatabase();
});

async function run(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('the generated table types', () => {
  it.each(SERVICE_TYPES.map((service) => [service.schema, service] as const))(
    'of the %s schema are what the migrations build (run `npm run db-types` after changing a migration)',
    async (_schema, service) => {
      expect(readFileSync(service.file, 'utf8')).toBe(
        await generateServiceTypes(databaseUrl, service),
      );
    },
  );

  it('when a migration adds a column the file lacks, the check finds the difference', async () => {
    const treasury = SERVICE_TYPES.find((service) => service.schema === 'treasury')!;
    await run(`alter table treasury.bills add column planted_note text`);
    const generated = await generateServiceTypes(databaseUrl, treasury);
    expect(generated).toContain('  planted_note: string | null;\n');
    expect(readFileSync(treasury.file, 'utf8')).not.toBe(generated);
    await run(`alter table treasury.bills drop column planted_note`);
    expect(readFileSync(treasury.file, 'utf8')).toBe(
      await generateServiceTypes(databaseUrl, treasury),
    );
  });

  it('a generated column without a declared read-only type is refused', async () => {
    const invoicing = SERVICE_TYPES.find((service) => service.schema === 'invoicing')!;
    await run(
      `alter table invoicing.customers add column planted_upper text generated always as (upper(email)) stored`,
    );
    await expect(generateServiceTypes(databaseUrl, invoicing)).rejects.toThrow(
      'Generated columns of invoicing need a declared ColumnType<T, never, never> in its database-schema.ts: customers.planted_upper',
    );
    await run(`alter table invoicing.customers drop column planted_upper`);
  });
});

describe('a CHECK constraint that lists a column’s values', () => {
  it.each([
    [`CHECK ((status = ANY (ARRAY['NEW'::text, 'ACTIVE'::text])))`, 'status', ['NEW', 'ACTIVE']],
    [`CHECK ((kind = 'STATEMENT_TRANSACTIONS'::text))`, 'kind', ['STATEMENT_TRANSACTIONS']],
    [
      `CHECK (((kind = ANY (ARRAY['A'::text, 'B'::text])) OR (kind = 'C'::text)))`,
      'kind',
      ['A', 'B', 'C'],
    ],
    [`CHECK ((methods <@ ARRAY['SKN'::text, 'RTGS'::text]))`, 'methods', ['SKN', 'RTGS']],
    [`CHECK (((unit IS NULL) OR (unit = ANY (ARRAY['DAYS'::text]))))`, 'unit', ['DAYS']],
    [`CHECK ((name = ANY (ARRAY['O''Brien'::text])))`, 'name', ["O'Brien"]],
  ])('%s gives %s the values it lists', (definition, column, values) => {
    expect(listedValues(definition, column)).toEqual(values);
  });

  it.each([
    [`CHECK ((min_amount >= (0)::numeric))`, 'min_amount'],
    [`CHECK (((kind = 'STATEMENT'::text) = (bank_account_id IS NOT NULL)))`, 'kind'],
    [`CHECK (((kind <> ALL (ARRAY['PAYMENTS'::text])) OR (options IS NOT NULL)))`, 'kind'],
    [`CHECK ((other = ANY (ARRAY['A'::text])))`, 'kind'],
  ])('%s leaves %s as it is', (definition, column) => {
    expect(listedValues(definition, column)).toBeNull();
  });
});
