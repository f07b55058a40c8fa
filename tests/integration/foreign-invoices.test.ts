import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../bff/global-id.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { rowsOf } from '../support/database.js';
import {
  authHeaders,
  createdRest,
  callRest,
  createOrganization,
  downloadRest,
} from '../support/factories.js';
import { pdfText } from '../support/pdf-text.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import {
  draftInvoice,
  invoiceWritersIn,
  invoicingSuite,
  saveSellerProfile,
} from '../support/sales-invoices.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * Sales orders and invoices in USD and SGD, in the real system: the order's
 * currency chosen when it is written (a buyer with a credit limit orders in
 * its limit's currency only), and an invoice issued at the kurs pajak of its
 * invoice date's week, keeping the rate, its KMK and its rupiah tax figures;
 * without a rate for that week the issue is refused naming the currency and
 * the week, and nothing is written. Rates of KMK 49/KM.10/KF.4/2024 (27
 * November to 3 December 2024): USD 15,875.00, SGD 11,824.42.
 */
const suite = invoicingSuite({ name: 'PT Eksportir Faktur', outsider: 'PT Lain Faktur' });
let writer: GraphQLClient;
let approver: GraphQLClient;

const DATE = '2024-11-29';
/** An invoice in USD of 10 x 123.45 with PPN: a tax base of USD 1,234.50, dated in the KMK's week. */
const USD_INVOICE = {
  currency: 'USD',
  quantity: '10',
  unitPrice: '123.45',
  taxCode: 'PPN',
  invoiceDate: DATE,
} as const;

const enterRate = (organizationId: string, currency: string, validFrom: string, rate: string) =>
  suite.system.invoicing.db
    .insertInto('tax_exchange_rates')
    .values({
      organization_id: organizationId,
      currency: currency as 'USD' | 'SGD',
      rate,
      valid_from: validFrom,
      valid_to: sql<string>`${validFrom}::date + 6`,
      kmk_number: '49/KM.10/KF.4/2024',
      entered_by: suite.ownerCredentials.userId,
    })
    .execute();

const submitted = async (invoice: { id: string }) => {
  const answer = await callRest(
    suite.system.invoicingUrl,
    'POST',
    `/sales-invoices/${invoice.id}/submit`,
    suite.writer,
  );
  expect(answer.status).toBe(200);
};
const approve = (invoice: { id: string }) =>
  callRest<SalesInvoiceResponse & { error?: { code: string; message: string; field: string } }>(
    suite.system.invoicingUrl,
    'POST',
    `/sales-invoices/${invoice.id}/approve`,
    suite.approver,
  );

/** Submits the draft and has it approved: the invoice as issued. */
const issue = async (draft: { id: string }) => {
  await submitted(draft);
  const issued = await approve(draft);
  expect(issued.status).toBe(200);
  return issued.body;
};

/** A USD buyer (no credit limit) with an NPWP, of a seller with one: ready for an e-Faktur. */
async function efakturParties(): Promise<string> {
  const seller = { name: 'PT Eksportir Faktur', taxNumber: '01.234.567.8-901.000' };
  await saveSellerProfile(suite.system, suite.owner, seller);
  const tax = { taxStatus: 'PKP', taxNumber: '0987654321098765' };
  const buyer = { creditLimit: '0.00', profile: { tax } };
  return insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, buyer);
}

/** The e-Faktur file of the invoice `id` as the owner downloads it: the first text of each element `names`. */
async function efakturValues(id: string, names: readonly string[]) {
  const response = await fetch(`${suite.system.invoicingUrl}/sales-invoices/coretax`, {
    method: 'POST',
    headers: { ...authHeaders(suite.owner), 'content-type': 'application/json' },
    body: JSON.stringify({ invoiceIds: [id] }),
  });
  const xml = await response.text();
  expect(response.status, xml).toBe(200);
  return names.map((name) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]);
}

beforeAll(async () => {
  await enterRate(suite.organizationId, 'USD', '2024-11-27', '15875.00');
  [writer, approver] = await Promise.all([
    suite.memberClient('MAKER_APPROVER'),
    suite.memberClient('MAKER_APPROVER'),
  ]);
});

describe('an order and its invoice in a foreign currency', () => {
  it('writes the order in the currency chosen, and issues its invoice at the week’s kurs pajak with the PPN in rupiah', async () => {
    const draft = await draftInvoice(suite.writers, USD_INVOICE);
    expect(draft).toMatchObject({ currency: 'USD', taxConversion: null });
    expect(draft.totals).toMatchObject({ taxBase: '1234.50', vat: '135.80' });
    const issued = await issue(draft);
    // 1,234.50 x 15,875 = 19,597,687.50; 11/12 = 17,964,546.88; 12% = 2,155,745.63.
    expect(issued.taxConversion).toEqual({
      rate: '15875.00',
      source: '49/KM.10/KF.4/2024',
      validFrom: '2024-11-27',
      taxBase: '19597687.50',
      otherTaxBase: '17964546.88',
      vat: '2155745.63',
      luxuryTax: '0.00',
    });
    expect(issued.totals.grandTotal).toBe('1370.30');
    // Its PDF prints the rate and the rupiah figures, in the buyer's language as in English.
    for (const [language, words] of [
      [
        'en',
        [
          'Kurs pajak: USD 1 = IDR 15,875.00 (49/KM.10/KF.4/2024)',
          'PPN in rupiah',
          'IDR 2,155,745.63',
        ],
      ],
      [
        'id',
        [
          'Kurs pajak: USD 1 = Rp 15.875,00 (49/KM.10/KF.4/2024)',
          'PPN dalam rupiah',
          'Rp 2.155.745,63',
        ],
      ],
    ] as const) {
      const answer = await downloadRest<unknown>(
        `${suite.system.invoicingUrl}/sales-invoices/${draft.id}/pdf?language=${language}`,
        suite.writer,
      );
      const text = (await pdfText(answer.bytes)).text.join(' ');
      for (const word of words) expect(text).toContain(word);
    }
  });

  it('writes the e-Faktur of a USD invoice in rupiah: the price, tax base, other tax base and PPN at the kurs pajak', async () => {
    const draft = await draftInvoice(suite.writers, {
      ...USD_INVOICE,
      buyerId: await efakturParties(),
    });
    await issue(draft);
    const names = ['Price', 'Qty', 'TotalDiscount', 'TaxBase', 'OtherTaxBase', 'VAT'];
    expect(await efakturValues(draft.id, names)).toEqual([
      '1959768.75',
      '10',
      '0.00',
      '19597687.50',
      '17964546.88',
      '2155745.63',
    ]);
  });

  it('keeps a USD luxury line’s PPnBM in rupiah from its issue, and its e-Faktur’s STLG reads what was kept rather than figuring it again', async () => {
    const draft = await draftInvoice(suite.writers, {
      ...USD_INVOICE,
      buyerId: await efakturParties(),
      taxCode: 'PPN_LUXURY',
      luxuryRate: '20',
    });
    // USD 1,234.50 x 15,875 = Rp19,597,687.50; PPnBM 20% of that whole base (luxury goods) = Rp3,919,537.50.
    expect((await issue(draft)).taxConversion).toMatchObject({
      taxBase: '19597687.50',
      luxuryTax: '3919537.50',
    });
    const kept = () =>
      suite.system.invoicing.db
        .selectFrom('document_lines')
        .select('idr_luxury_tax')
        .where('document_type', '=', 'SALES_INVOICE')
        .where('document_id', '=', draft.id)
        .executeTakeFirstOrThrow();
    expect(await kept()).toEqual({ idr_luxury_tax: '3919537.50' });
    const stlg = () => efakturValues(draft.id, ['TrxCode', 'STLGRate', 'STLG']);
    expect(await stlg()).toEqual(['01', '20', '3919537.50']);
    // Were the file to figure it again, a kept figure that differs would not show: it does.
    await suite.system.invoicing.db
      .updateTable('document_lines')
      .set({ idr_luxury_tax: '3919537.49' })
      .where('document_type', '=', 'SALES_INVOICE')
      .where('document_id', '=', draft.id)
      .execute();
    expect(await stlg()).toEqual(['01', '20', '3919537.49']);
  });

  it('refuses to issue without a rate for the invoice date’s week, naming the currency and the week, and writes nothing', async () => {
    const draft = await draftInvoice(suite.writers, { ...USD_INVOICE, currency: 'SGD' });
    await submitted(draft);
    const refused = await approve(draft);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'U-INV-SI-35',
      field: 'invoiceDate',
      message:
        'There is no kurs pajak of SGD for the week of the invoice date 2024-11-29 (2024-11-27 to 2024-12-03). Enter the KMK rate of that week under Settings, Orders, then issue the invoice.',
      values: expect.any(Object),
    });
    const [row] = await rowsOf(
      suite.system.invoicing.db,
      sql<{ status: string; number: string | null; tax_rate: string | null }>`
        select status, number, tax_rate from sales_invoices where id = ${draft.id}`,
    );
    expect(row).toEqual({ status: 'PENDING_APPROVAL', number: null, tax_rate: null });
  });

  it('another organisation’s rates are not this one’s: its USD invoice of the same week is refused, and ours is not found there', async () => {
    const { organizationId } = await createOrganization(suite.system, 'PT Lain Kurs Faktur');
    const theirs = await invoiceWritersIn(suite.system, organizationId);
    const draft = await draftInvoice(theirs, USD_INVOICE);
    const submittedThere = await callRest(
      suite.system.invoicingUrl,
      'POST',
      `/sales-invoices/${draft.id}/submit`,
      theirs.writer,
    );
    expect(submittedThere.status).toBe(200);
    const refused = await callRest<{ error: { code: string } }>(
      suite.system.invoicingUrl,
      'POST',
      `/sales-invoices/${draft.id}/approve`,
      theirs.approver,
    );
    expect(refused.body.error.code).toBe('U-INV-SI-35');
    const ours = await draftInvoice(suite.writers, USD_INVOICE);
    await submitted(ours);
    const foreign = await callRest<{ error: { code: string } }>(
      suite.system.invoicingUrl,
      'POST',
      `/sales-invoices/${ours.id}/approve`,
      theirs.approver,
    );
    expect(foreign.status).toBe(404);
  });

  it('a buyer with a credit limit orders only in its limit’s currency; a buyer without one in any', async () => {
    const limited = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId);
    const refused = await callRest<{ error: { code: string; field: string } }>(
      suite.system.invoicingUrl,
      'POST',
      '/sales-orders',
      suite.writer,
      {
        customerId: limited,
        orderDate: DATE,
        currency: 'USD',
        lines: [{ product: 'Jasa', quantity: '1', unitPrice: '10.00', taxCode: 'PPN' }],
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'U-INV-SO-10', field: 'currency' });
    const free = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      creditLimit: '0.00',
    });
    const order = await createdRest<SalesOrderResponse>(
      suite.system.invoicingUrl,
      '/sales-orders',
      suite.writer,
      {
        customerId: free,
        orderDate: DATE,
        currency: 'SGD',
        lines: [{ product: 'Jasa', quantity: '1', unitPrice: '10.00', taxCode: 'PPN' }],
      },
    );
    expect(order.currency).toBe('SGD');
  });

  it('twenty invoices issued at once while the week’s SGD rate is entered: each is issued at that rate or refused, never issued without one', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        draftInvoice(suite.writers, { ...USD_INVOICE, currency: 'SGD', invoiceDate: '2024-12-11' }),
      ),
    );
    for (const draft of drafts) await submitted(draft);
    const [answers] = await Promise.all([
      Promise.all(drafts.map((draft) => approve(draft))),
      enterRate(suite.organizationId, 'SGD', '2024-12-11', '11824.42'),
    ]);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.taxConversion?.rate).toBe('11824.42');
      else expect(answer.body.error?.code).toBe('U-INV-SI-35');
    }
    const rows = await rowsOf(
      suite.system.invoicing.db,
      sql<{ issued: number; without: number }>`
        select count(*) filter (where number is not null)::int as issued,
          count(*) filter (where number is not null and tax_rate is null)::int as without
        from sales_invoices where id = any(${drafts.map((draft) => draft.id)}::uuid[])`,
    );
    expect(rows[0]!.without).toBe(0);
    expect(rows[0]!.issued).toBe(answers.filter((answer) => answer.status === 200).length);
  });
});

/** A week's rate entered by the owner over REST: its id. */
async function enteredRate(currency: 'USD' | 'SGD', validFrom: string, rate: string) {
  const answer = await suite.invoicing<{ id: string }>('POST', '/tax-exchange-rates', suite.owner, {
    currency,
    validFrom,
    rate,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}
type Refusal = { error?: { code: string; message: string } };

describe('correcting a kurs pajak that documents use', () => {
  it('is refused once an invoice was issued or a payment valued at it, saying how many; they keep the rate', async () => {
    const id = await enteredRate('USD', '2025-01-08', '16000.00');
    const draft = await draftInvoice(suite.writers, { ...USD_INVOICE, invoiceDate: '2025-01-09' });
    await submitted(draft);
    const issued = await approve(draft);
    expect(issued.body.taxConversion?.rate).toBe('16000.00');
    const correct = () =>
      suite.invoicing<Refusal>('PATCH', `/tax-exchange-rates/${id}`, suite.owner, {
        rate: '16100',
      });
    const once = await correct();
    expect(once.status).toBe(409);
    expect(once.body.error).toMatchObject({
      code: 'U-INV-FX-21',
      message:
        'The USD kurs pajak for the week from 2025-01-08 is used by 1 document(s), which keep the rate they were issued at. Correct an issued faktur with a credit memo or a replacement, not by editing the table.',
    });
    // A payment of that week without a rate of its own is valued at it: a second document.
    const paid = await suite.invoicing<{ exchange: { source: string } }>(
      'POST',
      '/invoice-payments',
      suite.owner,
      {
        customerId: draft.customer.id,
        currency: 'USD',
        paymentDate: '2025-01-10',
        amount: '100.00',
        method: 'BANK_TRANSFER',
      },
    );
    expect(paid.body.exchange.source).toBe('KURS_PAJAK');
    expect((await correct()).body.error?.message).toContain('used by 2 document(s)');
    const deleted = await suite.invoicing<Refusal>(
      'DELETE',
      `/tax-exchange-rates/${id}`,
      suite.owner,
    );
    expect(deleted.body.error?.code).toBe('U-INV-FX-21');
    const [row] = await rowsOf(
      suite.system.invoicing.db,
      sql<{ rate: string }>`select rate from tax_exchange_rates where id = ${id}`,
    );
    expect(row?.rate).toBe('16000.00');
  });

  it('twenty invoices issued at once while their week’s rate is corrected twenty times: none is issued at a rate that is then changed', async () => {
    const id = await enteredRate('SGD', '2025-01-15', '12000.00');
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        draftInvoice(suite.writers, { ...USD_INVOICE, currency: 'SGD', invoiceDate: '2025-01-16' }),
      ),
    );
    for (const draft of drafts) await submitted(draft);
    const correct = (n: number) =>
      suite.invoicing<Refusal & { rate?: string }>(
        'PATCH',
        `/tax-exchange-rates/${id}`,
        suite.owner,
        { rate: `12000.${String(n + 1).padStart(2, '0')}` },
      );
    // Ten corrections sent with the issues, ten more once the first invoice is issued, the rest still on their way.
    const approvals = drafts.map((draft) => approve(draft));
    const early = Array.from({ length: 10 }, (_, n) => correct(n));
    await Promise.race(approvals);
    const late = Array.from({ length: 10 }, (_, n) => correct(n + 10));
    const [issues, corrected] = await Promise.all([
      Promise.all(approvals),
      Promise.all([...early, ...late]),
    ]);
    for (const answer of corrected)
      if (answer.status !== 200) expect(answer.body.error?.code).toBe('U-INV-FX-21');
    expect(issues.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
    // Whatever won, the table's rate now is the one every invoice was issued at.
    const [row] = await rowsOf(
      suite.system.invoicing.db,
      sql<{ rate: string }>`select rate from tax_exchange_rates where id = ${id}`,
    );
    expect(new Set(issues.map((answer) => answer.body.taxConversion?.rate))).toEqual(
      new Set([row!.rate]),
    );
  });
});

const MOVE = (name: string) => `mutation ($input: SalesInvoiceIdInput!) { ${name}(input: $input) {
  salesInvoice { status taxConversion { rate source validFrom taxBase { amount currency } otherTaxBase { amount }
    vat { amount currency } luxuryTax { amount currency } } } userErrors { field code message } } }`;
type Moved = {
  salesInvoice: {
    status: string;
    taxConversion: {
      rate: string;
      source: string;
      validFrom: string;
      taxBase: { amount: string; currency: string };
      otherTaxBase: { amount: string };
      vat: { amount: string; currency: string };
      luxuryTax: { amount: string; currency: string };
    } | null;
  } | null;
  userErrors: UserErrors;
};

describe.each(TRANSPORTS)('over GraphQL (%s)', (transport) => {
  /** An invoice of an order written over GraphQL in USD, dated `invoiceDate`, submitted: its global id. */
  async function submittedOverGraphql(invoiceDate: string): Promise<string> {
    const buyer = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      creditLimit: '0.00',
    });
    const created = await send<{
      salesOrderCreate: {
        salesOrder: {
          id: string;
          totals: { grandTotal: { amount: string; currency: string } };
        } | null;
        userErrors: UserErrors;
      };
    }>(
      transport,
      writer,
      `mutation ($input: SalesOrderCreateInput!) { salesOrderCreate(input: $input) {
        salesOrder { id totals { grandTotal { amount currency } } } userErrors { field code message } } }`,
      {
        input: {
          customerId: toGlobalId('Customer', buyer),
          orderDate: invoiceDate,
          currency: 'USD',
          lines: [{ product: 'Jasa', quantity: '10', unitPrice: '123.45', taxCode: 'PPN' }],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.salesOrderCreate.userErrors).toEqual([]);
    const order = created.data!.salesOrderCreate.salesOrder!;
    expect(order.totals.grandTotal).toEqual({ amount: '1370.30', currency: 'USD' });
    const invoice = await createdRest<SalesInvoiceResponse>(
      suite.system.invoicingUrl,
      '/sales-invoices',
      suite.writer,
      {
        salesOrderId: fromGlobalId(order.id)!.id,
        invoiceDate,
        lines: [{ orderLine: 1, quantity: '10' }],
      },
    );
    await submitted(invoice);
    return toGlobalId('SalesInvoice', invoice.id);
  }

  it('creates an order in USD and issues its invoice at the kurs pajak, the PPN in rupiah', async () => {
    const id = await submittedOverGraphql(DATE);
    const answer = await send<{ salesInvoiceApprove: Moved }>(
      transport,
      approver,
      MOVE('salesInvoiceApprove'),
      { input: { salesInvoiceId: id } },
    );
    expect(answer.data!.salesInvoiceApprove).toEqual({
      salesInvoice: {
        status: 'ISSUED',
        taxConversion: {
          rate: '15875.00',
          source: '49/KM.10/KF.4/2024',
          validFrom: '2024-11-27',
          taxBase: { amount: '19597687.50', currency: 'IDR' },
          otherTaxBase: { amount: '17964546.88' },
          vat: { amount: '2155745.63', currency: 'IDR' },
          luxuryTax: { amount: '0.00', currency: 'IDR' },
        },
      },
      userErrors: [],
    });
  });

  it('before issue, names the kurs pajak of its invoice date’s week, or none when the table has none; once issued, none is due', async () => {
    const due = async (id: string, client: GraphQLClient = writer) =>
      (
        await send<{ node: { taxRateDue: Record<string, string> | null } | null }>(
          transport,
          client,
          `query ($id: ID!) { node(id: $id) { ... on SalesInvoice {
            taxRateDue { currency rate source validFrom validTo } } } }`,
          { id },
        )
      ).data!.node;
    const dated = await submittedOverGraphql(DATE);
    expect(await due(dated)).toEqual({
      taxRateDue: {
        currency: 'USD',
        rate: '15875.00',
        source: '49/KM.10/KF.4/2024',
        validFrom: '2024-11-27',
        validTo: '2024-12-03',
      },
    });
    expect(await due(await submittedOverGraphql('2025-03-05'))).toEqual({ taxRateDue: null });
    // Another organisation's member does not see the invoice at all.
    expect(
      await due(dated, await signedInClient(suite.system.url, suite.outsiderCredentials)),
    ).toBeNull();
    await send(transport, approver, MOVE('salesInvoiceApprove'), {
      input: { salesInvoiceId: dated },
    });
    expect(await due(dated)).toEqual({ taxRateDue: null });
  });

  it('answers a week without a rate as a user error on the invoice date', async () => {
    const id = await submittedOverGraphql('2025-03-05');
    const answer = await send<{ salesInvoiceApprove: Moved }>(
      transport,
      approver,
      MOVE('salesInvoiceApprove'),
      { input: { salesInvoiceId: id } },
    );
    expect(answer.data!.salesInvoiceApprove).toMatchObject({
      salesInvoice: null,
      userErrors: [{ field: 'invoiceDate', code: 'U-INV-SI-35' }],
    });
  });
});
