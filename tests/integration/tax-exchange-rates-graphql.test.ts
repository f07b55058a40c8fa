import { describe, expect, it } from 'vitest';
import type { UserErrors } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { send, TRANSPORTS, type Transport } from '../support/transports.js';

/**
 * The kurs pajak table over the BFF, in the real system, over HTTP and the
 * WebSocket alike: a week's rate entered and read back with who entered it,
 * the service's refusals as user errors on their fields, an import all or
 * nothing with its problems by line, tenancy and permissions. The weeks are
 * apart per transport: a week taken is refused, not replaced.
 */
const suite = organisationSuite({
  name: 'PT Eksportir Kurs GraphQL',
  reader: ['invoices:read'],
  outsider: 'PT Lain Kurs GraphQL',
  clients: true,
});

const RATES = `query ($currency: FxRateCurrency) { taxExchangeRates(first: 10, currency: $currency) {
  totalCount edges { node { currency rate validFrom validTo source fileName enteredBy { email } } } } }`;
const CREATE = `mutation ($input: TaxExchangeRateCreateInput!) { taxExchangeRateCreate(input: $input) {
  taxExchangeRate { currency rate validFrom validTo source } userErrors { field code message } } }`;
const IMPORT = `mutation ($input: TaxExchangeRatesImportInput!) { taxExchangeRatesImport(input: $input) {
  imported issues { line field code } userErrors { field code } } }`;

type Rate = { currency: string; rate: string; validFrom: string; validTo: string; source: string };
type Create = { taxExchangeRateCreate: { taxExchangeRate: Rate | null; userErrors: UserErrors } };
type Import = {
  taxExchangeRatesImport: {
    imported: number;
    issues: { line: number; field: string | null; code: string }[];
    userErrors: UserErrors;
  };
};
type Rates = {
  taxExchangeRates: {
    totalCount: number;
    edges: { node: Rate & { fileName: string | null; enteredBy: { email: string } | null } }[];
  };
};

/** A Wednesday of its own per transport, so that each enters a week nobody has. */
const WEEKS: Record<Transport, string[]> = {
  http: ['2024-11-27', '2024-12-04', '2024-12-11'],
  ws: ['2025-11-26', '2025-12-03', '2025-12-10'],
};

const UPDATE = `mutation ($input: TaxExchangeRateUpdateInput!) { taxExchangeRateUpdate(input: $input) {
  taxExchangeRate { id rate source } userErrors { field code } } }`;
const DELETE = `mutation ($input: TaxExchangeRateDeleteInput!) { taxExchangeRateDelete(input: $input) {
  deletedTaxExchangeRateId userErrors { field code } } }`;
type Update = {
  taxExchangeRateUpdate: {
    taxExchangeRate: { id: string; rate: string; source: string } | null;
    userErrors: UserErrors;
  };
};
type Delete = {
  taxExchangeRateDelete: { deletedTaxExchangeRateId: string | null; userErrors: UserErrors };
};

describe.each(TRANSPORTS)('the kurs pajak table over %s', (transport) => {
  const [week, importedWeek, wrongWeek] = WEEKS[transport] as [string, string, string];

  it('enters a week’s rate of the KMK and lists it with who entered it', async () => {
    const answer = await send<Create>(transport, suite.ownerClient, CREATE, {
      input: { currency: 'USD', validFrom: week, rate: '15875', kmkNumber: '49/KM.10/KF.4/2024' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.taxExchangeRateCreate).toEqual({
      taxExchangeRate: {
        currency: 'USD',
        rate: '15875.00',
        validFrom: week,
        validTo: week === '2024-11-27' ? '2024-12-03' : '2025-12-02',
        source: '49/KM.10/KF.4/2024',
      },
      userErrors: [],
    });
    const read = await send<Rates>(transport, suite.readerClient, RATES, { currency: 'USD' });
    const entered = read.data!.taxExchangeRates.edges.find(({ node }) => node.validFrom === week);
    expect(entered?.node).toMatchObject({
      rate: '15875.00',
      fileName: null,
      enteredBy: { email: suite.ownerCredentials.email },
    });
  });

  it('answers the refusals as user errors on their fields, a week taken too', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ validFrom: '2024-11-28' }, 'validFrom', 'U-INV-FX-2'],
      [{ rate: '15875.001' }, 'rate', 'U-INV-FX-3'],
      [{ kmkNumber: 'minggu ini' }, 'kmkNumber', 'U-INV-FX-4'],
      [{ validFrom: week }, 'validFrom', 'U-INV-FX-5'],
    ];
    for (const [bad, field, code] of refusals) {
      const answer = await send<Create>(transport, suite.ownerClient, CREATE, {
        input: { currency: 'USD', validFrom: '2031-01-01', rate: '16000', ...bad },
      });
      expect(answer.data!.taxExchangeRateCreate).toMatchObject({
        taxExchangeRate: null,
        userErrors: [{ field, code }],
      });
    }
  });

  it('imports all or nothing: problems by line, then the file written', async () => {
    const bad = await send<Import>(transport, suite.ownerClient, IMPORT, {
      input: {
        fileName: 'kurs.csv',
        content: `currency,valid_from,rate\nSGD,${importedWeek},11824.42\nSGD,${importedWeek},11824.42\n`,
      },
    });
    expect(bad.data!.taxExchangeRatesImport).toEqual({
      imported: 0,
      issues: [{ line: 3, field: 'validFrom', code: 'U-INV-FX-9' }],
      userErrors: [],
    });
    const good = await send<Import>(transport, suite.ownerClient, IMPORT, {
      input: {
        fileName: 'kurs.csv',
        content: `currency,valid_from,rate\nSGD,${importedWeek},11824.42\n`,
      },
    });
    expect(good.data!.taxExchangeRatesImport).toEqual({ imported: 1, issues: [], userErrors: [] });
    const read = await send<Rates>(transport, suite.ownerClient, RATES, { currency: 'SGD' });
    expect(read.data!.taxExchangeRates.edges.map(({ node }) => node.validFrom)).toContain(
      importedWeek,
    );
  });

  it('another organisation sees none of them; writing without invoices:manage is FORBIDDEN', async () => {
    const theirs = await send<Rates>(transport, suite.outsiderClient, RATES, {});
    expect(theirs.data!.taxExchangeRates).toEqual({ totalCount: 0, edges: [] });
    const created = await send<Create>(transport, suite.readerClient, CREATE, {
      input: { currency: 'USD', validFrom: '2030-01-02', rate: '16000' },
    });
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const imported = await send<Import>(transport, suite.readerClient, IMPORT, {
      input: { fileName: 'kurs.csv', content: 'currency,valid_from,rate\nUSD,2030-01-02,16000\n' },
    });
    expect(imported.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await send<Rates>(transport, suite.ownerClient, RATES, { currency: 'USD' });
    expect(mine.data!.taxExchangeRates.edges.map(({ node }) => node.validFrom)).not.toContain(
      '2030-01-02',
    );
  });

  it('corrects a rate entered wrongly, then deletes it; refusals are user errors, another organisation’s is not found, and without invoices:manage it is FORBIDDEN', async () => {
    const created = await send<
      Create & { taxExchangeRateCreate: { taxExchangeRate: { id: string } } }
    >(
      transport,
      suite.ownerClient,
      CREATE.replace('taxExchangeRate { currency', 'taxExchangeRate { id currency'),
      { input: { currency: 'SGD', validFrom: wrongWeek, rate: '1182.44' } },
    );
    const id = created.data!.taxExchangeRateCreate.taxExchangeRate!.id;
    const update = (client: typeof suite.ownerClient, input: Record<string, unknown>) =>
      send<Update>(transport, client, UPDATE, { input: { taxExchangeRateId: id, ...input } });
    expect((await update(suite.ownerClient, { rate: '0' })).data!.taxExchangeRateUpdate).toEqual({
      taxExchangeRate: null,
      userErrors: [{ field: 'rate', code: 'U-INV-FX-3' }],
    });
    const theirs = await update(suite.outsiderClient, { rate: '11824.42' });
    expect(theirs.data!.taxExchangeRateUpdate.userErrors.map(({ code }) => code)).toEqual([
      'U-INV-FX-22',
    ]);
    const forbidden = await update(suite.readerClient, { rate: '11824.42' });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const corrected = await update(suite.ownerClient, {
      rate: '11824.42',
      kmkNumber: '50/KM.10/KF.4/2024',
    });
    expect(corrected.data!.taxExchangeRateUpdate).toEqual({
      taxExchangeRate: { id, rate: '11824.42', source: '50/KM.10/KF.4/2024' },
      userErrors: [],
    });
    const remove = (client: typeof suite.ownerClient) =>
      send<Delete>(transport, client, DELETE, { input: { taxExchangeRateId: id } });
    expect((await remove(suite.readerClient)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await remove(suite.ownerClient)).data!.taxExchangeRateDelete).toEqual({
      deletedTaxExchangeRateId: id,
      userErrors: [],
    });
    const read = await send<Rates>(transport, suite.ownerClient, RATES, { currency: 'SGD' });
    expect(read.data!.taxExchangeRates.edges.map(({ node }) => node.validFrom)).not.toContain(
      wrongWeek,
    );
  });
});
