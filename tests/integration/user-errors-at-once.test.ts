import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import { callRest, counterpartyInput, type RestAnswer } from '../support/factories.js';
import type { UserErrors } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * A create that breaks several rules answers every one of them in one round
 * trip: a service's body lists them in `errors` (the first also as `error`),
 * and a mutation's payload as as many `userErrors`, each on its field. One
 * create per service, over REST and over GraphQL on both transports; nothing
 * is written.
 */
const suite = organisationSuite({ name: 'PT Semua Sekaligus', clients: true });

type Refusals = RestAnswer & { errors?: { code: string; field?: string; message: string }[] };

/** The fields and codes of a refusal's `errors`, in the order answered. */
const fieldsAndCodes = (body: Refusals) =>
  (body.errors ?? []).map((error) => [error.field ?? null, error.code]);

const counterpartiesOf = async () =>
  (
    await callRest<{ totalCount: number }>(
      suite.system.treasuryUrl,
      'GET',
      '/counterparties?first=1',
      suite.owner,
    )
  ).body.totalCount;

const salesOrdersOf = async () =>
  (
    await callRest<{ totalCount: number }>(
      suite.system.invoicingUrl,
      'GET',
      '/sales-orders?first=1',
      suite.owner,
    )
  ).body.totalCount;

/** A counterparty with four fields at fault: two names left empty, an email without `@`, an account number too short. */
const brokenCounterparty = () =>
  counterpartyInput({
    legalName: ' ',
    alias: '',
    email: 'keuangan-tanpa-at',
    bankAccounts: [{ bankCode: '014', accountNumber: '12', accountName: 'PT SALAH ISI' }],
  });

const BROKEN_COUNTERPARTY_ERRORS = [
  ['legalName', 'REQUIRED'],
  ['alias', 'REQUIRED'],
  ['email', 'INVALID_EMAIL'],
  ['bankAccounts.0.accountNumber', 'U-TRSY-CP-6'],
];

/** An order's lines, three of them at fault: no product, an unknown unit, a discount given twice. */
const brokenLines = [
  { product: ' ', quantity: '1', unitPrice: '1000.00', taxCode: 'PPN' },
  { product: 'Semen', quantity: '2', unitPrice: '65000.00', taxCode: 'PPN', unit: 'KARUNG' },
  {
    product: 'Pasir',
    quantity: '1',
    unitPrice: '300000.00',
    taxCode: 'PPN',
    discount: '1000.00',
    discountPercent: '5',
  },
];

const BROKEN_ORDER_ERRORS = [
  ['lines.0.product', 'U-INV-DOC-11'],
  ['lines.1.unit', 'U-INV-DOC-17'],
  ['lines.2.discountPercent', 'U-INV-DOC-23'],
  ['requiredDate', 'U-INV-SO-3'],
];

describe('a service answers every refusal of a body at once', () => {
  it('a counterparty with four fields at fault is told the four, on their fields, and nothing is stored', async () => {
    const before = await counterpartiesOf();
    const { status, body } = await callRest<Refusals>(
      suite.system.treasuryUrl,
      'POST',
      '/counterparties',
      suite.owner,
      brokenCounterparty(),
    );
    expect(status).toBe(400);
    expect(fieldsAndCodes(body)).toEqual(BROKEN_COUNTERPARTY_ERRORS);
    expect(body.error).toEqual(body.errors![0]);
    expect(body.errors![0]!.message).toBe('This field is required');
    expect(await counterpartiesOf()).toBe(before);
  });

  it('a body missing four required fields is told the four, each on its field', async () => {
    const { status, body } = await callRest<Refusals>(
      suite.system.treasuryUrl,
      'POST',
      '/counterparties',
      suite.owner,
      { email: 'keuangan@rekanan.co.id' },
    );
    expect(status).toBe(400);
    expect(fieldsAndCodes(body)).toEqual([
      ['legalName', 'BAD_REQUEST'],
      ['alias', 'BAD_REQUEST'],
      ['type', 'BAD_REQUEST'],
      ['bankAccounts', 'BAD_REQUEST'],
    ]);
    expect(body.errors![3]!.message).toBe("body must have required property 'bankAccounts'");
  });

  it('a sales order with four lines and dates at fault is told the four, and no order is written', async () => {
    const before = await salesOrdersOf();
    const { status, body } = await callRest<Refusals>(
      suite.system.invoicingUrl,
      'POST',
      '/sales-orders',
      suite.owner,
      {
        customerId: randomUUID(),
        orderDate: '2026-11-20',
        requiredDate: '2026-11-01',
        lines: brokenLines,
      },
    );
    expect(status).toBe(400);
    expect(fieldsAndCodes(body)).toEqual(BROKEN_ORDER_ERRORS);
    expect(await salesOrdersOf()).toBe(before);
  });

  it('an API key with four things wrong in its body is told the four, and no key is made', async () => {
    const { status, body } = await callRest<Refusals>(
      suite.system.accountUrl,
      'POST',
      '/api-keys',
      suite.owner,
      { name: 'x'.repeat(201), roleId: 'bukan-uuid', expiresInDays: 0, scope: 'semua' },
    );
    expect(status).toBe(400);
    expect(fieldsAndCodes(body)).toEqual([
      [null, 'BAD_REQUEST'],
      ['name', 'BAD_REQUEST'],
      ['roleId', 'BAD_REQUEST'],
      ['expiresInDays', 'BAD_REQUEST'],
    ]);
    const keys = await callRest<{ nodes?: unknown[] }>(
      suite.system.accountUrl,
      'GET',
      '/api-keys',
      suite.owner,
    );
    expect(JSON.stringify(keys.body)).not.toContain('x'.repeat(201));
  });
});

describe.each(TRANSPORTS)('a mutation answers every refusal as userErrors (%s)', (transport) => {
  it('counterpartyCreate with four fields at fault answers four userErrors and stores nothing', async () => {
    const before = await counterpartiesOf();
    const result = await send<{
      counterpartyCreate: { counterparty: { id: string } | null; userErrors: UserErrors };
    }>(
      transport,
      suite.ownerClient,
      'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id } userErrors { field code message } } }',
      { input: brokenCounterparty() },
    );
    const payload = result.data!.counterpartyCreate;
    expect(payload.counterparty).toBeNull();
    expect(payload.userErrors.map((error) => [error.field, error.code])).toEqual(
      BROKEN_COUNTERPARTY_ERRORS,
    );
    expect(payload.userErrors[2]!.message).toBe('Invalid email format');
    expect(await counterpartiesOf()).toBe(before);
  });

  it('salesOrderCreate with four lines and dates at fault answers four userErrors and writes no order', async () => {
    const before = await salesOrdersOf();
    const result = await send<{
      salesOrderCreate: { salesOrder: { id: string } | null; userErrors: UserErrors };
    }>(
      transport,
      suite.ownerClient,
      'mutation ($input: SalesOrderCreateInput!) { salesOrderCreate(input: $input) { salesOrder { id } userErrors { field code message } } }',
      {
        input: {
          customerId: toGlobalId('Customer', randomUUID()),
          orderDate: '2026-11-20',
          requiredDate: '2026-11-01',
          lines: brokenLines,
        },
      },
    );
    const payload = result.data!.salesOrderCreate;
    expect(payload.salesOrder).toBeNull();
    expect(payload.userErrors.map((error) => [error.field, error.code])).toEqual(
      BROKEN_ORDER_ERRORS,
    );
    expect(await salesOrdersOf()).toBe(before);
  });

  it('a create missing four non-null fields is refused before any call, naming each', async () => {
    const before = await counterpartiesOf();
    const result = await send(
      transport,
      suite.ownerClient,
      'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id } userErrors { field code message } } }',
      { input: { email: 'keuangan@rekanan.co.id' } },
    );
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(
      Array(4).fill('BAD_USER_INPUT'),
    );
    for (const field of ['legalName', 'alias', 'type', 'bankAccounts'])
      expect(result.errors?.some((error) => error.message.includes(`"${field}"`))).toBe(true);
    expect(await counterpartiesOf()).toBe(before);
  });
});
