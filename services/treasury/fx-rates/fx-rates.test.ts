import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FxRateImportResponse,
  FxRateListResponse,
  FxRateRecordResponse,
} from '../../../contracts/treasury/fx-rates.js';
import { callRest, type Tokens } from '../../../tests/support/factories.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { parseRatesCsv } from './import.js';
import { parseRate } from './values.js';
import { rowsOf } from '../../../tests/support/database.js';

let system: TreasuryUnderTest;

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };
const call = <T = Json>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.treasuryUrl, method, path, tokens, body);

const record = (tokens: Tokens, body: Record<string, unknown>) =>
  call<FxRateRecordResponse>('PUT', '/fx-rates', tokens, body);
const importCsv = (tokens: Tokens, content: string, fileName = 'kurs-november.csv') =>
  call<FxRateImportResponse>('POST', '/fx-rates/import', tokens, { fileName, content });
const ratesOf = (organizationId: string) =>
  rowsOf(
    system.service.db,
    sql<{
      rate_date: string;
      currency: string;
      rate: string;
      source: string;
      source_name: string | null;
    }>`
      select rate_date, currency, rate::text, source, source_name from fx_rates where organization_id = ${organizationId} order by rate_date, currency`,
  );
const activityOf = (organizationId: string) =>
  rowsOf(
    system.service.db,
    sql<{
      action: string;
      summary: string;
      changes: { field: string; before: string | null; after: string | null }[];
    }>`
      select action, summary, changes from activity_log where organization_id = ${organizationId} and entity = 'FX_RATE' order by occurred_at, id`,
  );

beforeAll(async () => {
  system = await startTreasuryForTest();
});

afterAll(() => system?.stop());

describe('a rate entered by hand', () => {
  it('is kept per day and currency; a second entry for the same day replaces it, and the activity log keeps what it replaced', async () => {
    const owner = await system.tokensFor();
    const first = await record(owner, { date: '2026-11-20', currency: 'usd', rate: '16200' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      rate: {
        date: '2026-11-20',
        currency: 'USD',
        rate: '16200.00',
        source: 'MANUAL',
        sourceName: null,
        recordedBy: expect.any(String),
      },
      replaced: null,
    });

    const again = await record(owner, { date: '2026-11-20', currency: 'USD', rate: '16250.125' });
    expect(again.body).toMatchObject({
      rate: { id: first.body.rate.id, rate: '16250.125' },
      replaced: { rate: '16200.00', source: 'MANUAL' },
    });
    expect(await ratesOf(owner.organizationId)).toEqual([
      {
        rate_date: '2026-11-20',
        currency: 'USD',
        rate: '16250.12500000',
        source: 'MANUAL',
        source_name: null,
      },
    ]);
    expect(
      (await activityOf(owner.organizationId)).map((entry) => [entry.action, entry.summary]),
    ).toEqual([
      ['CREATED', 'Rate of USD for 2026-11-20 recorded: IDR 16200.00'],
      ['UPDATED', 'Rate of USD for 2026-11-20 changed from IDR 16200.00 to IDR 16250.125'],
    ]);
    expect((await activityOf(owner.organizationId))[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'rate', before: '16200.00', after: '16250.125' },
        { field: 'source', before: 'MANUAL', after: 'MANUAL' },
      ]),
    );
  });

  it('each rule is refused naming its field, and nothing is written', async () => {
    const owner = await system.tokensFor();
    const refusals = [
      [{ date: '2026-11-23', currency: 'USD', rate: '16250' }, 'U-TRSY-FX-2', 'date'],
      [{ date: '2026-02-30', currency: 'USD', rate: '16250' }, 'U-TRSY-FX-1', 'date'],
      [{ date: '20/11/2026', currency: 'USD', rate: '16250' }, 'U-TRSY-FX-1', 'date'],
      [{ date: '2026-11-20', currency: 'IDR', rate: '1' }, 'U-TRSY-FX-3', 'currency'],
      [{ date: '2026-11-20', currency: 'EUR', rate: '17000' }, 'U-TRSY-FX-3', 'currency'],
      [{ date: '2026-11-20', currency: 'USD', rate: '0' }, 'U-TRSY-FX-4', 'rate'],
      [{ date: '2026-11-20', currency: 'USD', rate: '-16250' }, 'U-TRSY-FX-4', 'rate'],
      [{ date: '2026-11-20', currency: 'USD', rate: '16,250' }, 'U-TRSY-FX-4', 'rate'],
      [{ date: '2026-11-20', currency: 'USD', rate: '16250.123456789' }, 'U-TRSY-FX-4', 'rate'],
      [{ date: '2026-11-20', currency: 'USD', rate: 'enam belas ribu' }, 'U-TRSY-FX-4', 'rate'],
    ] as const;
    for (const [body, code, field] of refusals) {
      const answer = await record(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatchObject({ code, field });
    }
    expect(await ratesOf(owner.organizationId)).toEqual([]);
    expect(await activityOf(owner.organizationId)).toEqual([]);
  });

  it('twenty entries for one day at once leave one rate, and every one but the first is logged as replacing the one before', async () => {
    const owner = await system.tokensFor();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        record(owner, { date: '2026-11-21', currency: 'SGD', rate: `${12100 + index}.50` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.replaced === null)).toHaveLength(1);
    expect(await ratesOf(owner.organizationId)).toHaveLength(1);
    const log = await activityOf(owner.organizationId);
    expect(log.filter((entry) => entry.action === 'CREATED')).toHaveLength(1);
    expect(log.filter((entry) => entry.action === 'UPDATED')).toHaveLength(19);
  });
});

describe('importing rates from a CSV file', () => {
  it('writes every line of a good file, replacing the rates of days that had one, with one activity entry for the import', async () => {
    const owner = await system.tokensFor();
    await record(owner, { date: '2026-11-19', currency: 'USD', rate: '16100' });
    const file =
      '\uFEFFdate;currency;rate\r\n2026-11-19;USD;16150.25\r\n\r\n20/11/2026;usd;16200\r\n2026-11-20;SGD;12085.1234\r\n';
    const answer = await importCsv(owner, file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ imported: 3, replaced: 1, issues: [], issueCount: 0 });
    expect(await ratesOf(owner.organizationId)).toEqual([
      {
        rate_date: '2026-11-19',
        currency: 'USD',
        rate: '16150.25000000',
        source: 'IMPORT',
        source_name: 'kurs-november.csv',
      },
      {
        rate_date: '2026-11-20',
        currency: 'SGD',
        rate: '12085.12340000',
        source: 'IMPORT',
        source_name: 'kurs-november.csv',
      },
      {
        rate_date: '2026-11-20',
        currency: 'USD',
        rate: '16200.00000000',
        source: 'IMPORT',
        source_name: 'kurs-november.csv',
      },
    ]);
    expect((await activityOf(owner.organizationId)).map((entry) => entry.summary)).toEqual([
      'Rate of USD for 2026-11-19 recorded: IDR 16100.00',
      'Rate of USD for 2026-11-19 changed from IDR 16100.00 to IDR 16150.25',
      'Imported 3 exchange rates from kurs-november.csv (1 replaced)',
    ]);
    const list = await call<FxRateListResponse>('GET', '/fx-rates', owner);
    expect(
      list.body.items.map((edge) => [
        edge.node.date,
        edge.node.currency,
        edge.node.rate,
        edge.node.source,
        edge.node.sourceName,
      ]),
    ).toEqual([
      ['2026-11-20', 'SGD', '12085.1234', 'IMPORT', 'kurs-november.csv'],
      ['2026-11-20', 'USD', '16200.00', 'IMPORT', 'kurs-november.csv'],
      ['2026-11-19', 'USD', '16150.25', 'IMPORT', 'kurs-november.csv'],
    ]);
  });

  it('a file with any bad line writes nothing and names every problem by line and field', async () => {
    const owner = await system.tokensFor();
    await record(owner, { date: '2026-11-18', currency: 'USD', rate: '16000' });
    const file = [
      'Date,Currency,Rate,Note',
      '2026-11-19,USD,16150.25,ok',
      '2026-11-23,USD,16200,besok',
      '2026-11-20,EUR,17000,',
      '2026-11-20,SGD,"12,085.50",',
      '2026-11-19,USD,16151,dua kali',
      '2026-13-01,SGD,0,',
    ].join('\n');
    const answer = await importCsv(owner, file);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ imported: 0, replaced: 0, issueCount: 6 });
    expect(
      answer.body.issues.map((issue) => [issue.line, issue.field, issue.code, issue.value]),
    ).toEqual([
      [3, 'date', 'U-TRSY-FX-2', '2026-11-23'],
      [4, 'currency', 'U-TRSY-FX-3', 'EUR'],
      [5, 'rate', 'U-TRSY-FX-4', '12,085.50'],
      [6, null, 'U-TRSY-FX-9', '2026-11-19 USD'],
      [7, 'date', 'U-TRSY-FX-1', '2026-13-01'],
      [7, 'rate', 'U-TRSY-FX-4', '0'],
    ]);
    expect(answer.body.issues[0]!.message).toBe('A rate cannot be for a day after today.');
    // Only the rate entered by hand before.
    expect(await ratesOf(owner.organizationId)).toEqual([
      {
        rate_date: '2026-11-18',
        currency: 'USD',
        rate: '16000.00000000',
        source: 'MANUAL',
        source_name: null,
      },
    ]);
    expect((await activityOf(owner.organizationId)).map((entry) => entry.action)).toEqual([
      'CREATED',
    ]);
  });

  it('a file without the columns, without rows or that is not CSV is refused as a whole', async () => {
    const owner = await system.tokensFor();
    expect(
      (await importCsv(owner, 'tanggal,mata_uang,kurs\n2026-11-19,USD,16150\n')).body.issues,
    ).toEqual([expect.objectContaining({ line: 1, code: 'U-TRSY-FX-7' })]);
    expect((await importCsv(owner, 'date,currency,rate\n\n')).body.issues).toEqual([
      expect.objectContaining({ line: 0, code: 'U-TRSY-FX-6' }),
    ]);
    expect((await importCsv(owner, '')).body.issues).toEqual([
      expect.objectContaining({ line: 0, code: 'U-TRSY-FX-6' }),
    ]);
    expect(
      (await importCsv(owner, 'date,currency,rate\n"2026-11-19,USD,16150\n')).body.issues,
    ).toEqual([expect.objectContaining({ line: 0, code: 'U-TRSY-FX-8' })]);
    expect(await ratesOf(owner.organizationId)).toEqual([]);
  });
});

describe('who may see and change rates', () => {
  it('a member without cash-analysis:read may not list them; one without bank-accounts:manage may not record or import (FORBIDDEN); rates of another organisation are never seen', async () => {
    const owner = await system.tokensFor();
    const stranger = await system.tokensFor();
    await record(owner, { date: '2026-11-20', currency: 'USD', rate: '16250' });
    expect((await call<FxRateListResponse>('GET', '/fx-rates', stranger)).body).toMatchObject({
      items: [],
      totalCount: 0,
    });
    // A stranger's entry for the same day is theirs alone.
    await record(stranger, { date: '2026-11-20', currency: 'USD', rate: '1' });
    expect(
      (await call<FxRateListResponse>('GET', '/fx-rates', owner)).body.items.map(
        (edge) => edge.node.rate,
      ),
    ).toEqual(['16250.00']);

    const maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
    expect((await call<FxRateListResponse>('GET', '/fx-rates', maker)).body.totalCount).toBe(1);
    for (const answer of [
      await record(maker, { date: '2026-11-21', currency: 'USD', rate: '16300' }),
      await importCsv(maker, 'date,currency,rate\n2026-11-21,USD,16300\n'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({ code: 'FORBIDDEN' });
    }
    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['bank-accounts:manage'],
    });
    expect((await call('GET', '/fx-rates', nobody)).status).toBe(403);
    expect((await ratesOf(owner.organizationId)).map((rate) => rate.rate)).toEqual([
      '16250.00000000',
    ]);
  });

  it('pages newest day first and refuses a cursor that is not one', async () => {
    const owner = await system.tokensFor();
    await importCsv(
      owner,
      [
        'date,currency,rate',
        '2026-11-18,USD,16000',
        '2026-11-19,USD,16100',
        '2026-11-19,SGD,12000',
        '2026-11-20,USD,16200',
      ].join('\n'),
    );
    const first = await call<FxRateListResponse>('GET', '/fx-rates?first=2', owner);
    expect(first.body.items.map((edge) => `${edge.node.date} ${edge.node.currency}`)).toEqual([
      '2026-11-20 USD',
      '2026-11-19 SGD',
    ]);
    const next = await call<FxRateListResponse>(
      'GET',
      `/fx-rates?first=2&after=${first.body.pageInfo.endCursor!}`,
      owner,
    );
    expect(next.body.items.map((edge) => `${edge.node.date} ${edge.node.currency}`)).toEqual([
      '2026-11-19 USD',
      '2026-11-18 USD',
    ]);
    expect(next.body.pageInfo.hasNextPage).toBe(false);
    expect(
      (await call<FxRateListResponse>('GET', '/fx-rates?currency=SGD', owner)).body.totalCount,
    ).toBe(1);
    expect((await call('GET', '/fx-rates?after=bukan-kursor', owner)).body.error).toMatchObject({
      code: 'U-TRSY-FX-5',
    });
  });
});

describe('reading rates', () => {
  it('takes a dot for decimals only, up to eight, and keeps at least two', () => {
    expect(parseRate('16250')).toBe('16250.00');
    expect(parseRate(' 12104.3275 ')).toBe('12104.3275');
    expect(parseRate('0.00000001')).toBe('0.00000001');
    for (const text of ['16.250,50', '16,250', '1e4', '', '0.000', '123456789012345'])
      expect(parseRate(text), text).toBeNull();
  });

  it('when the lines end in a mix of CRLF, LF and lone CR, reads every rate and numbers a problem by its line', () => {
    const parsed = parseRatesCsv(
      'date,currency,rate\r\n2026-11-18,USD,16250\n2026-11-19,USD,16260\r2026-11-20,USD,abc\r\n2026-11-21,SGD,12104.3275\n',
      '2026-11-22',
    );
    expect(parsed.rates.map((rate) => [rate.line, rate.date, rate.rate])).toEqual([
      [2, '2026-11-18', '16250.00'],
      [3, '2026-11-19', '16260.00'],
      [5, '2026-11-21', '12104.3275'],
    ]);
    expect(parsed.issues).toEqual([
      { line: 4, field: 'rate', code: 'U-TRSY-FX-4', message: expect.any(String), value: 'abc' },
    ]);
  });

  it('numbers each problem by the line of the file it is on, blank lines counted', () => {
    const parsed = parseRatesCsv('date,currency,rate\n\n2026-11-20,USD,abc\n', '2026-11-22');
    expect(parsed.issues).toEqual([
      { line: 3, field: 'rate', code: 'U-TRSY-FX-4', message: expect.any(String), value: 'abc' },
    ]);
  });
});
