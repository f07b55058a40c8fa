import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.js';
import { createDatabase, migrate } from '../../kit/database.js';
import { nameSkeleton } from '../../kit/text.js';
import type { TreasuryDatabase } from '../db-types.js';
import { insertDefaultEntity } from '../entities/repository.js';
import type { ImportOutcome } from '../imports/types.js';
import { counterpartiesImport } from './import.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.resolve(here, '../../../web/public/templates/counterparties-template.csv');
const HEADER =
  'legal_name,alias,email,type,external_id,bank_code,account_number,account_name,account_alias';

let db: Kysely<TreasuryDatabase>;

beforeAll(async () => {
  db = createDatabase<TreasuryDatabase>({
    url: await createTestDatabase(),
    schema: 'treasury',
    max: 3,
  });
  await migrate(db as Kysely<unknown>, 'treasury', path.resolve(here, '../migrations'));
});

afterAll(() => db?.destroy());

/** A counterparty the organisation already has, a company unless told (its alias key made from `alias`): its id. */
async function existingCounterparty(
  organizationId: string,
  row: {
    legal_name: string;
    alias: string;
    external_id?: string;
    generated?: boolean;
    entity_id?: string;
  },
) {
  const { id } = await db
    .insertInto('counterparties')
    .values({
      organization_id: organizationId,
      type: 'COMPANY',
      alias_key: nameSkeleton(row.alias),
      ...row,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Runs the processor on a file in one transaction, as the import job does; `keep` false rolls it back. */
async function run(
  text: string | Buffer,
  options: { organizationId?: string; chunkSize?: number; keep?: boolean } = {},
) {
  const organizationId = options.organizationId ?? randomUUID();
  const actorId = randomUUID();
  const progress: number[] = [];
  const data = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const size = options.chunkSize ?? 16 * 1024;
  const chunks = Array.from({ length: Math.ceil(data.length / size) }, (_, index) =>
    data.subarray(index * size, (index + 1) * size),
  );
  let outcome: ImportOutcome | null = null;
  await db
    .transaction()
    .execute(async (trx) => {
      outcome = await counterpartiesImport.run({
        trx,
        importId: randomUUID(),
        organizationId,
        actorId,
        source: Readable.from(chunks),
        ignoreWarnings: false,
        bankAccountId: null,
        onProgress: (bytes) => progress.push(bytes),
      });
      if (options.keep === false) throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if ((error as Error).message !== 'rollback') throw error;
    });
  return { outcome: outcome!, organizationId, actorId, progress, size: data.length };
}

async function counterpartiesOf(organizationId: string) {
  const rows = await db
    .selectFrom('counterparties')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('alias')
    .execute();
  const accounts = await db
    .selectFrom('counterparty_bank_accounts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    legalName: row.legal_name,
    alias: row.alias,
    email: row.email,
    type: row.type,
    externalId: row.external_id,
    status: row.status,
    generated: row.generated,
    accounts: accounts
      .filter((a) => a.counterparty_id === row.id)
      .map((a) => [a.bank_code, a.account_number, a.account_name, a.alias]),
  }));
}

const brief = (outcome: ImportOutcome) =>
  outcome.issues.map((found) => [found.row, found.field, found.severity, found.code]);

describe('importing counterparties from CSV', () => {
  it('imports the downloadable template as it is: two counterparties, logged as created by the member', async () => {
    const { outcome, organizationId, actorId, progress, size } = await run(readFileSync(TEMPLATE), {
      chunkSize: 64,
    });
    expect(outcome).toMatchObject({
      errorCount: 0,
      warningCount: 0,
      rowsRead: 2,
      created: 2,
      skipped: 0,
      issues: [],
      summary: { counterparties: '2', bankAccounts: '2' },
    });
    expect(await counterpartiesOf(organizationId)).toEqual([
      {
        legalName: 'Dewi Anggraini',
        alias: 'Dewi Anggraini',
        email: 'dewi.anggraini@gmail.com',
        type: 'INDIVIDUAL',
        externalId: null,
        status: 'ACTIVE',
        generated: false,
        accounts: [['008', '1370009876543', 'DEWI ANGGRAINI', null]],
      },
      {
        legalName: 'PT Sumber Rejeki Abadi',
        alias: 'Sumber Rejeki',
        email: 'finance@sumberrejeki.co.id',
        type: 'COMPANY',
        externalId: 'VND-00125',
        status: 'ACTIVE',
        generated: false,
        accounts: [['014', '5270412345', 'PT SUMBER REJEKI ABADI', 'Operasional']],
      },
    ]);
    const log = await db
      .selectFrom('activity_log')
      .select(['actor_id', 'action', 'summary'])
      .where('organization_id', '=', organizationId)
      .orderBy('summary')
      .execute();
    expect(log).toEqual([
      {
        actor_id: actorId,
        action: 'CREATED',
        summary: 'Counterparty Dewi Anggraini (Dewi Anggraini) imported',
      },
      {
        actor_id: actorId,
        action: 'CREATED',
        summary: 'Counterparty PT Sumber Rejeki Abadi (Sumber Rejeki) imported',
      },
    ]);
    expect(progress.at(-1)).toBe(size);
    expect(progress.length).toBeGreaterThan(3);
  });

  it('reads rows with the same alias as the bank accounts of one counterparty, from a semicolon file with a BOM, columns in any order', async () => {
    const file =
      '\uFEFFAlias;Legal Name;Type;Bank Code;Account Number;Account Name;Account-Alias;Email\n' +
      'Bangun Persada;PT Bangun Persada Nusantara;perusahaan;9;0192-837-465;PT BANGUN PERSADA NUSANTARA;Utama;ap@bangunpersada.co.id\n' +
      'bangun persada;;;14;8830412277;PT BANGUN PERSADA NUSANTARA;Operasional;\n' +
      '\n' +
      'Bangun Persada;PT Bangun Persada Nusantara;COMPANY;002;034101000123567;BANGUN PERSADA NUSANT;;AP@bangunpersada.co.id\n';
    const { outcome, organizationId } = await run(file);
    expect(outcome).toMatchObject({ errorCount: 0, warningCount: 0, rowsRead: 3, created: 1 });
    expect(await counterpartiesOf(organizationId)).toEqual([
      expect.objectContaining({
        legalName: 'PT Bangun Persada Nusantara',
        type: 'COMPANY',
        accounts: [
          ['009', '0192837465', 'PT BANGUN PERSADA NUSANTARA', 'Utama'],
          ['014', '8830412277', 'PT BANGUN PERSADA NUSANTARA', 'Operasional'],
          ['002', '034101000123567', 'BANGUN PERSADA NUSANT', null],
        ],
      }),
    ]);
  });

  it('reports each bad value by row and field, and blocks the import', async () => {
    const file = [
      HEADER,
      'PT Satu,Satu,satu@satu.co.id,COMPANY,,014,5270000001,PT SATU,',
      ',Dua,dua@dua.co.id,PEMERINTAH,,014,5270000002,PT DUA,',
      'PT Tiga,Tiga,bukan-email,COMPANY,,999,12AB,PT TIGA,',
      'PT Empat,,empat@empat.co.id,COMPANY,,014,5270000004,,',
      'PT Lima,Lima,lima@lima.co.id,COMPANY,EXT-1,014,5270000001,PT LIMA,',
      'PT Enam,Enam,enam@enam.co.id,COMPANY,EXT-1,008,1370000000006,PT ENAM,',
      'PT Satu Berbeda,satu,satu@satu.co.id,INDIVIDUAL,,008,1370000000007,PT SATU,',
      `PT Delapan,${'x'.repeat(101)},d@d.co.id,COMPANY,,008,1370000000008,PT DELAPAN,`,
    ].join('\r\n');
    const { outcome, organizationId } = await run(file);
    expect(brief(outcome)).toEqual([
      [3, 'legal_name', 'error', 'U-TRSY-CPI-4'],
      [3, 'type', 'error', 'U-TRSY-CPI-5'],
      [4, 'email', 'error', 'U-TRSY-CPI-6'],
      [4, 'bank_code', 'error', 'U-TRSY-CPI-7'],
      [4, 'account_number', 'error', 'U-TRSY-CPI-8'],
      [5, 'alias', 'error', 'U-TRSY-CPI-4'],
      [5, 'account_name', 'error', 'U-TRSY-CPI-4'],
      [6, 'account_number', 'error', 'U-TRSY-CPI-13'],
      [7, 'external_id', 'error', 'U-TRSY-CPI-11'],
      [8, 'legal_name', 'error', 'U-TRSY-CPI-14'],
      [8, 'type', 'error', 'U-TRSY-CPI-14'],
      [9, 'alias', 'error', 'U-TRSY-CPI-15'],
    ]);
    expect(outcome.errorCount).toBe(12);
    expect(outcome.created).toBe(0);
    expect(outcome.issues[0]!.message).toBe('Row 3: legal_name is required.');
    expect(outcome.issues.find((found) => found.code === 'U-TRSY-CPI-13')).toMatchObject({
      message: 'Row 6: the bank account 014 5270000001 already appears in row 2.',
      value: '014 5270000001',
      expected: '2',
    });
    expect(
      outcome.issues.find((found) => found.row === 8 && found.field === 'legal_name')!.message,
    ).toBe(
      'Row 8: "PT Satu Berbeda" differs from row 2, which has the same alias; rows of one counterparty must agree.',
    );
    expect(await counterpartiesOf(organizationId)).toEqual([]);
  });
});

describe('importing counterparties from CSV: refusals, warnings and large files', () => {
  it('refuses aliases, external ids and bank accounts the organisation already has, generated counterparties included', async () => {
    const organizationId = randomUUID();
    const existing = await existingCounterparty(organizationId, {
      legal_name: 'PT Ada',
      alias: 'Sudah Ada',
      external_id: 'ERP-9',
    });
    await db
      .insertInto('counterparty_bank_accounts')
      .values({
        organization_id: organizationId,
        counterparty_id: existing,
        bank_code: '014',
        account_number: '5271112223',
        account_name: 'PT ADA',
      })
      .execute();
    const entityId = (await insertDefaultEntity(db, organizationId, 'Default'))!;
    await existingCounterparty(organizationId, {
      legal_name: 'Default',
      alias: 'Default',
      generated: true,
      entity_id: entityId,
    });
    const file = [
      HEADER,
      'PT Baru,sudah ada,a@baru.co.id,COMPANY,,008,1370000000101,PT BARU,',
      'PT Lain,Lain,a@lain.co.id,COMPANY,ERP-9,008,1370000000102,PT LAIN,',
      'PT Ketiga,Ketiga,a@ketiga.co.id,COMPANY,,014,5271112223,PT KETIGA,',
      'PT Kita,DEFAULT,a@kita.co.id,COMPANY,,008,1370000000104,PT KITA,',
    ].join('\n');
    const { outcome } = await run(file, { organizationId });
    expect(brief(outcome)).toEqual([
      [2, 'alias', 'error', 'U-TRSY-CPI-9'],
      [3, 'external_id', 'error', 'U-TRSY-CPI-10'],
      [4, 'account_number', 'error', 'U-TRSY-CPI-12'],
      [5, 'alias', 'error', 'U-TRSY-CPI-9'],
    ]);
    expect((await counterpartiesOf(organizationId)).map((c) => c.alias)).toEqual([
      'Default',
      'Sudah Ada',
    ]);
  });

  it('refuses invisible, control and text-direction characters, and aliases that only look different from a taken one', async () => {
    const organizationId = randomUUID();
    await existingCounterparty(organizationId, { legal_name: 'PT Ada', alias: 'Sudah Ada' });
    const file = [
      HEADER,
      'PT Baru,Baru\u200BSekali,a@baru.co.id,COMPANY,,008,1370000000301,PT BARU,',
      'PT \u202EuraB,Baru Lagi,a@lagi.co.id,COMPANY,,008,1370000000302,PT BARU LAGI,',
      'PT Mirip,Sud\u0430h Ada,a@mirip.co.id,COMPANY,,008,1370000000303,PT MIRIP,',
      'PT Mirip Dua,SUDAH ADA\u0301,a@mirip2.co.id,COMPANY,,008,1370000000304,PT MIRIP DUA,',
    ].join('\n');
    const { outcome } = await run(file, { organizationId });
    expect(brief(outcome)).toEqual([
      [2, 'alias', 'error', 'U-TRSY-CPI-19'],
      [3, 'legal_name', 'error', 'U-TRSY-CPI-19'],
      [4, 'alias', 'error', 'U-TRSY-CPI-9'],
      // Row 5's alias looks like row 4's: the same counterparty, whose rows must agree.
      [5, 'legal_name', 'error', 'U-TRSY-CPI-14'],
      [5, 'email', 'error', 'U-TRSY-CPI-14'],
    ]);
    expect(outcome.issues[0]!.message).toBe(
      'Row 2: this value holds an invisible, control or text-direction character (U+200B), which names cannot hold.',
    );
    expect((await counterpartiesOf(organizationId)).map((c) => c.alias)).toEqual(['Sudah Ada']);
  });

  it('warns about a missing email, a name on account that is not the legal name and an unknown column, and still writes', async () => {
    const file = [
      `${HEADER},catatan`,
      'CV Maju Bersama,Maju Bersama,,COMPANY,,014,5270000201,CV. MAJU BERSAMA,,pemasok baru',
      'Rudi Hartono,Rudi,rudi@desain.id,INDIVIDUAL,,451,7012345678,SITI RAHAYU,,',
    ].join('\n');
    const { outcome, organizationId } = await run(file);
    expect(brief(outcome)).toEqual([
      [1, 'catatan', 'warning', 'U-TRSY-CPI-18'],
      [2, 'email', 'warning', 'U-TRSY-CPI-16'],
      [3, 'account_name', 'warning', 'U-TRSY-CPI-17'],
    ]);
    expect(outcome.issues[2]!.message).toBe(
      'Row 3: the name on account "SITI RAHAYU" does not match the legal name "Rudi Hartono".',
    );
    expect(outcome).toMatchObject({ errorCount: 0, warningCount: 3, created: 2 });
    expect(await counterpartiesOf(organizationId)).toHaveLength(2);
  });

  it('a header without a required column is refused at once, naming the column', async () => {
    const { outcome } = await run(
      'legal_name,alias,type,bank_code,account_number\nPT A,A,COMPANY,014,5270000301\n',
    );
    expect(brief(outcome)).toEqual([[1, 'account_name', 'error', 'U-TRSY-CPI-2']]);
    expect(outcome.issues[0]!.message).toBe('The header row has no column account_name.');
  });

  it.each([
    ['an empty file', ''],
    ['a header only', `${HEADER}\n`],
  ])('%s holds no counterparties', async (_, file) => {
    const { outcome } = await run(file);
    expect(brief(outcome)).toEqual([[0, 'file', 'error', 'U-TRSY-CPI-3']]);
  });

  it('a file that is not valid CSV is reported with its row', async () => {
    const { outcome } = await run(
      `${HEADER}\nPT A,A,a@a.co.id,COMPANY,,014,5270000401,PT A,\n"PT B,B,b@b.co.id,COMPANY,,014,5270000402,PT B,\n`,
    );
    expect(outcome.errorCount).toBe(1);
    expect(outcome.issues[0]).toMatchObject({
      field: 'file',
      code: 'U-TRSY-CPI-1',
      severity: 'error',
    });
    expect(outcome.created).toBe(0);
  });

  it('streams a large file through several batches and writes every row', async () => {
    const rows = Array.from({ length: 1_250 }, (_, index) => {
      const n = String(index).padStart(5, '0');
      return `PT Pemasok ${n},Pemasok ${n},ap${n}@pemasok.co.id,COMPANY,SUP-${n},014,52790${n},PT PEMASOK ${n},`;
    });
    // The last counterparty's second account comes 1,000 rows after its first.
    rows.push('PT Pemasok 00249,Pemasok 00249,,,,008,1379000000249,PT PEMASOK 00249,Cadangan');
    const { outcome, organizationId, progress, size } = await run([HEADER, ...rows].join('\n'), {
      chunkSize: 8 * 1024,
    });
    expect(outcome).toMatchObject({
      errorCount: 0,
      warningCount: 0,
      rowsRead: 1_251,
      created: 1_250,
    });
    expect(progress.at(-1)).toBe(size);
    const second = (await counterpartiesOf(organizationId)).find(
      (c) => c.alias === 'Pemasok 00249',
    )!;
    expect(second.accounts).toEqual([
      ['014', '5279000249', 'PT PEMASOK 00249', null],
      ['008', '1379000000249', 'PT PEMASOK 00249', 'Cadangan'],
    ]);
  });
});
