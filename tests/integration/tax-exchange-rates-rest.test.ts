import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  TaxExchangeRateImportResponse,
  TaxExchangeRateListResponse,
  TaxExchangeRateResponse,
} from '../../contracts/invoicing/tax-exchange-rates.js';
import { rowsOf } from '../support/database.js';
import { organisationSuite } from '../support/organisation-suite.js';

/**
 * The kurs pajak table over the invoicing service's REST API, in the real
 * system: a week's rate entered (KMK 49/KM.10/KF.4/2024, 27 November to 3
 * December 2024: USD 15,875.00 and SGD 11,824.42, as the Minister
 * published them), a CSV imported all or nothing with its problems by line,
 * a week taken refused, tenancy and permissions.
 */
const suite = organisationSuite({
  name: 'PT Eksportir Kurs',
  reader: ['invoices:read'],
  outsider: 'PT Lain Kurs',
});

const KMK = '49/KM.10/KF.4/2024';
const ratesOf = async (organizationId: string) =>
  rowsOf(
    suite.system.invoicing.db,
    sql<{
      currency: string;
      valid_from: string;
    }>`select currency, valid_from::text from tax_exchange_rates
      where organization_id = ${organizationId} order by valid_from, currency`,
  );

describe('the kurs pajak table', () => {
  it('enters the week’s rate of the KMK and lists it, the latest week first', async () => {
    const usd = await suite.invoicing<TaxExchangeRateResponse>(
      'POST',
      '/tax-exchange-rates',
      suite.owner,
      {
        currency: 'usd',
        validFrom: '2024-11-27',
        rate: '15875',
        kmkNumber: KMK,
      },
    );
    expect(usd.status).toBe(201);
    expect(usd.body).toMatchObject({
      currency: 'USD',
      rate: '15875.00',
      validFrom: '2024-11-27',
      validTo: '2024-12-03',
      source: KMK,
      fileName: null,
      enteredBy: suite.ownerCredentials.userId,
    });
    const manual = await suite.invoicing<TaxExchangeRateResponse>(
      'POST',
      '/tax-exchange-rates',
      suite.owner,
      {
        currency: 'SGD',
        validFrom: '2024-12-04',
        rate: '11824.42',
      },
    );
    expect(manual.body).toMatchObject({ source: 'MANUAL', validTo: '2024-12-10' });
    const list = await suite.invoicing<TaxExchangeRateListResponse>(
      'GET',
      '/tax-exchange-rates',
      suite.reader,
    );
    expect(list.body.items.map(({ node }) => [node.currency, node.validFrom, node.rate])).toEqual([
      ['SGD', '2024-12-04', '11824.42'],
      ['USD', '2024-11-27', '15875.00'],
    ]);
    expect(list.body.totalCount).toBe(2);
    // A day's rate is its KMK week's (Wednesday to Tuesday): an invoice date's lookup.
    const onDay = async (validOn: string, currency?: string) =>
      (
        await suite.invoicing<TaxExchangeRateListResponse>(
          'GET',
          `/tax-exchange-rates?validOn=${validOn}${currency ? `&currency=${currency}` : ''}`,
          suite.reader,
        )
      ).body.items.map(({ node }) => [node.currency, node.validFrom]);
    expect(await onDay('2024-12-03')).toEqual([['USD', '2024-11-27']]);
    expect(await onDay('2024-12-04', 'SGD')).toEqual([['SGD', '2024-12-04']]);
    expect(await onDay('2024-12-04', 'USD')).toEqual([]);
    expect(await onDay('2024-11-26')).toEqual([]);
    const badDay = await suite.invoicing(
      'GET',
      '/tax-exchange-rates?validOn=2024-13-01',
      suite.reader,
    );
    expect(badDay.status).toBe(400);
  });

  it('refuses bad input with the field at fault and a week its currency has, writing nothing', async () => {
    const before = await ratesOf(suite.organizationId);
    const refusals: [Record<string, string>, number, string, string][] = [
      [{ currency: 'IDR' }, 400, 'currency', 'U-INV-FX-1'],
      [{ validFrom: '2024-11-28' }, 400, 'validFrom', 'U-INV-FX-2'],
      [{ validFrom: '2024-02-30' }, 400, 'validFrom', 'U-INV-FX-2'],
      [{ rate: '15.875,00' }, 400, 'rate', 'U-INV-FX-3'],
      [{ rate: '0' }, 400, 'rate', 'U-INV-FX-3'],
      [{ rate: '15875.123' }, 400, 'rate', 'U-INV-FX-3'],
      [{ kmkNumber: 'kurs minggu ini' }, 400, 'kmkNumber', 'U-INV-FX-4'],
      [{ validFrom: '2024-11-27' }, 409, 'validFrom', 'U-INV-FX-5'],
    ];
    for (const [bad, status, field, code] of refusals) {
      const answer = await suite.invoicing('POST', '/tax-exchange-rates', suite.owner, {
        currency: 'USD',
        validFrom: '2031-01-01',
        rate: '16000.00',
        ...bad,
      });
      expect(answer.status, JSON.stringify(bad)).toBe(status);
      expect(answer.body.error).toMatchObject({ field, code });
    }
    const taken = await suite.invoicing('POST', '/tax-exchange-rates', suite.owner, {
      currency: 'USD',
      validFrom: '2024-11-27',
      rate: '1.00',
    });
    expect(taken.body.error?.message).toBe(
      'The table already has a USD rate for the week from 2024-11-27.',
    );
    expect(await ratesOf(suite.organizationId)).toEqual(before);
  });

  it('imports a CSV all or nothing: every bad line by number, a week the table has, then the good file', async () => {
    const before = await ratesOf(suite.organizationId);
    const bad = [
      'Currency;Valid_From;Rate;KMK_Number',
      'USD;2025-01-01;16000.00;1/KM.10/KF.4/2025',
      'EUR;2025-01-01;17000.00;',
      'SGD;2025-01-02;12000,00;',
      'USD;2025-01-01;16100.00;',
      'USD;2024-11-27;15875.00;',
    ].join('\r\n');
    const refused = await suite.invoicing<TaxExchangeRateImportResponse>(
      'POST',
      '/tax-exchange-rates/import',
      suite.owner,
      { fileName: 'kurs.csv', content: bad },
    );
    expect(refused.body.imported).toBe(0);
    expect(refused.body.issues.map(({ line, field, code }) => [line, field, code])).toEqual([
      [3, 'currency', 'U-INV-FX-1'],
      [4, 'validFrom', 'U-INV-FX-2'],
      [4, 'rate', 'U-INV-FX-3'],
      [5, 'validFrom', 'U-INV-FX-9'],
    ]);
    const clash = await suite.invoicing<TaxExchangeRateImportResponse>(
      'POST',
      '/tax-exchange-rates/import',
      suite.owner,
      {
        fileName: 'kurs.csv',
        content: 'currency,valid_from,rate\nUSD,2025-01-01,16000\nUSD,2024-11-27,15875\n',
      },
    );
    expect(clash.body).toEqual({
      imported: 0,
      issues: [
        {
          line: 3,
          field: 'validFrom',
          value: null,
          code: 'U-INV-FX-5',
          message: 'The table already has a USD rate for the week from 2024-11-27.',
        },
      ],
    });
    expect(await ratesOf(suite.organizationId)).toEqual(before);
    const missing = await suite.invoicing<TaxExchangeRateImportResponse>(
      'POST',
      '/tax-exchange-rates/import',
      suite.owner,
      { fileName: 'kurs.csv', content: 'currency,rate\nUSD,16000\n' },
    );
    expect(missing.body.issues).toMatchObject([{ line: 1, code: 'U-INV-FX-8' }]);
    const good = await suite.invoicing<TaxExchangeRateImportResponse>(
      'POST',
      '/tax-exchange-rates/import',
      suite.owner,
      {
        fileName: 'kurs-januari.csv',
        content:
          'currency,valid_from,rate,kmk_number\nUSD,2025-01-01,16000.00,1/KM.10/KF.4/2025\nSGD,2025-01-01,11900.50,\n',
      },
    );
    expect(good.body).toEqual({ imported: 2, issues: [] });
    const list = await suite.invoicing<TaxExchangeRateListResponse>(
      'GET',
      '/tax-exchange-rates?currency=SGD&first=1',
      suite.owner,
    );
    expect(list.body.items[0]!.node).toMatchObject({
      validFrom: '2025-01-01',
      rate: '11900.50',
      source: 'MANUAL',
      fileName: 'kurs-januari.csv',
    });
    expect(list.body.pageInfo.hasNextPage).toBe(true);
  });

  it('keeps organisations apart, and writing needs invoices:manage', async () => {
    const theirs = await suite.invoicing<TaxExchangeRateListResponse>(
      'GET',
      '/tax-exchange-rates',
      suite.outsider,
    );
    expect(theirs.body.items).toEqual([]);
    const theirWeek = await suite.invoicing<TaxExchangeRateListResponse>(
      'GET',
      '/tax-exchange-rates?validOn=2024-11-29',
      suite.outsider,
    );
    expect(theirWeek.body.items).toEqual([]);
    const before = await ratesOf(suite.organizationId);
    const entered = await suite.invoicing('POST', '/tax-exchange-rates', suite.reader, {
      currency: 'USD',
      validFrom: '2030-01-02',
      rate: '16000.00',
    });
    expect(entered.status).toBe(403);
    const imported = await suite.invoicing('POST', '/tax-exchange-rates/import', suite.reader, {
      fileName: 'kurs.csv',
      content: 'currency,valid_from,rate\nUSD,2030-01-02,16000\n',
    });
    expect(imported.status).toBe(403);
    expect(await ratesOf(suite.organizationId)).toEqual(before);
  });
});

describe('a rate entered wrongly', () => {
  /** A week's USD rate entered by the owner (by hand, without its KMK). */
  const entered = async (validFrom: string, rate: string) => {
    const answer = await suite.invoicing<TaxExchangeRateResponse>(
      'POST',
      '/tax-exchange-rates',
      suite.owner,
      { currency: 'USD', validFrom, rate },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const activityOf = (id: string) =>
    rowsOf(
      suite.system.invoicing.db,
      sql<{ actor_id: string; action: string; summary: string; changes: unknown }>`
        select actor_id, action, summary, changes from activity_log
        where entity = 'TAX_EXCHANGE_RATE' and entity_id = ${id} order by id`,
    );

  it('is corrected (its rate and its KMK) while nothing uses it, and the activity log says who changed what from what', async () => {
    const rate = await entered('2023-01-04', '15578.00');
    const corrected = await suite.invoicing<TaxExchangeRateResponse>(
      'PATCH',
      `/tax-exchange-rates/${rate.id}`,
      suite.owner,
      { rate: '15587.00', kmkNumber: '1/KM.10/KF.4/2023' },
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({
      id: rate.id,
      currency: 'USD',
      validFrom: '2023-01-04',
      rate: '15587.00',
      source: '1/KM.10/KF.4/2023',
    });
    const [, change] = await activityOf(rate.id);
    expect(change).toEqual({
      actor_id: suite.ownerCredentials.userId,
      action: 'UPDATED',
      summary:
        'Kurs pajak of USD for the week from 2023-01-04 corrected: IDR 15578.00 (MANUAL) to IDR 15587.00 (1/KM.10/KF.4/2023)',
      changes: [
        { field: 'rate', before: '15578.00', after: '15587.00' },
        { field: 'source', before: 'MANUAL', after: '1/KM.10/KF.4/2023' },
      ],
    });
  });

  it('is deleted while nothing uses it; a bad correction, another organisation and a member without invoices:manage change nothing', async () => {
    const rate = await entered('2023-01-11', '15600.00');
    const path = `/tax-exchange-rates/${rate.id}`;
    for (const [body, code] of [
      [{ rate: '0' }, 'U-INV-FX-3'],
      [{ rate: '15.600,00' }, 'U-INV-FX-3'],
      [{ rate: '15600.001' }, 'U-INV-FX-3'],
      [{ rate: '15600', kmkNumber: 'kurs minggu ini' }, 'U-INV-FX-4'],
    ] as const) {
      const refused = await suite.invoicing<{ error: { code: string } }>(
        'PATCH',
        path,
        suite.owner,
        body,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
    const theirs = await suite.invoicing<{ error: { code: string } }>(
      'PATCH',
      path,
      suite.outsider,
      {
        rate: '1',
      },
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('U-INV-FX-22');
    expect((await suite.invoicing('DELETE', path, suite.outsider)).status).toBe(404);
    expect((await suite.invoicing('PATCH', path, suite.reader, { rate: '1' })).status).toBe(403);
    expect((await suite.invoicing('DELETE', path, suite.reader)).status).toBe(403);
    expect((await activityOf(rate.id)).map((entry) => entry.action)).toEqual(['CREATED']);

    expect((await suite.invoicing('DELETE', path, suite.owner)).status).toBe(204);
    expect((await ratesOf(suite.organizationId)).map((row) => row.valid_from)).not.toContain(
      '2023-01-11',
    );
    expect((await activityOf(rate.id)).at(-1)).toMatchObject({
      action: 'DELETED',
      summary:
        'Kurs pajak of USD for the week from 2023-01-11 deleted: it was IDR 15600.00 (MANUAL)',
    });
    expect((await suite.invoicing('DELETE', path, suite.owner)).status).toBe(404);
  });
});
