import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/database.js';
import { createDatabase } from '../kit/database.js';
import { nameSkeleton } from '../kit/text.js';
import type { TreasuryDatabase } from './db-types.js';
import { refreshNameKeys } from './name-keys.js';

let db: Kysely<TreasuryDatabase>;
const organizationId = randomUUID();

beforeAll(async () => {
  db = createDatabase<TreasuryDatabase>({
    url: await createTestDatabase(),
    schema: 'treasury',
    max: 3,
  });
  // Rows written without their look-alike key (past the service) hold the column's placeholder.
  await sql`insert into entities (organization_id, name, is_default, created_at) values
    (${organizationId}, 'Default', true, now() - interval '3 days'), (${organizationId}, 'PT Induk', false, now() - interval '2 days')`.execute(
    db,
  );
  // Look-alikes that only their placeholders keep apart: the older keeps the name's key.
  await sql`insert into counterparties (organization_id, legal_name, alias, type, created_at) values
    (${organizationId}, 'PT Alpha', 'Alpha', 'COMPANY', now() - interval '2 days'),
    (${organizationId}, 'PT Alpha Palsu', ${'\u0410lpha'}, 'COMPANY', now() - interval '1 day'),
    (${organizationId}, 'PT Beta', 'Beta', 'COMPANY', now())`.execute(db);
});

afterAll(async () => {
  await db?.destroy();
});

describe('look-alike keys of rows written without them', () => {
  it('are filled in at start: the oldest of look-alikes keeps the key, a later one is set apart, and new look-alikes collide', async () => {
    const placeholders = await db
      .selectFrom('counterparties')
      .select('alias_key')
      .where('organization_id', '=', organizationId)
      .execute();
    expect(placeholders.every((row) => row.alias_key.startsWith('unset:'))).toBe(true);

    expect(await refreshNameKeys(db)).toBe(5);
    const keys = await db
      .selectFrom('counterparties')
      .select(['id', 'alias', 'alias_key'])
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .execute();
    expect(keys.map((row) => row.alias_key)).toEqual([
      'alpha',
      `alpha\u0001${keys[1]!.id}`,
      'beta',
    ]);
    const entities = await db
      .selectFrom('entities')
      .select('name_key')
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .execute();
    expect(entities.map((row) => row.name_key)).toEqual(['default', 'pt induk']);

    // A second start finds nothing to do.
    expect(await refreshNameKeys(db)).toBe(0);
    const lookAlike = db
      .insertInto('counterparties')
      .values({
        organization_id: organizationId,
        legal_name: 'PT Alpha Lagi',
        alias: 'ALPHA',
        alias_key: nameSkeleton('ALPHA'),
        type: 'COMPANY',
      })
      .execute();
    await expect(lookAlike).rejects.toMatchObject({ constraint: 'counterparties_alias_unique' });
  });
});
