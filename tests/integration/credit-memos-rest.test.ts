import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreditMemoResponse } from '../../contracts/invoicing/credit-memos.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { NOTA_RETUR_COLUMNS } from '../../services/invoicing/credit-memos/nota-retur.js';
import { authHeaders, createdRest, type Tokens } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import {
  draftInvoice,
  invoicingSuite,
  saveSellerProfile,
  transferRecorded,
} from '../support/sales-invoices.js';

/**
 * Credit memos over the invoicing service's REST API, in the real system:
 * written against an issued invoice and numbered, applied across several
 * invoices of the same buyer, never more than the memo or an invoice has
 * left (one request at a time, and twenty at once), cancelled with a reason
 * giving the invoices back; bad input, tenancy and permissions.
 */
const suite = invoicingSuite({
  name: 'PT Nota Kredit',
  reader: ['credit-memos:read', 'invoices:read'],
  outsider: 'PT Lain Nota',
});

const call = suite.invoicing;

async function invoiceNow(id: string): Promise<SalesInvoiceResponse> {
  return (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${id}`, suite.owner)).body;
}

/** Two issued invoices of one buyer: 1,000,000.00 and 500,000.00. */
async function twoInvoicesOfOneBuyer(name: string) {
  const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name,
  });
  const first = await suite.issued({ buyerId, quantity: '10' });
  const second = await suite.issued({ buyerId, quantity: '5' });
  return { buyerId, first, second };
}

const memo = (body: Record<string, unknown>, by = suite.writer) =>
  call<CreditMemoResponse>('POST', '/credit-memos', by, body);
/** A memo the writer must be able to make: any answer but 201 Created fails the test there. */
const createdMemo = (body: Record<string, unknown>) =>
  createdRest<CreditMemoResponse>(suite.system.invoicingUrl, '/credit-memos', suite.writer, body);

describe('a credit memo across two invoices of one buyer', () => {
  it('is numbered, takes off each invoice, and is APPLIED once all of it is used; cancelling gives the invoices back', async () => {
    const { first, second } = await twoInvoicesOfOneBuyer('PT Retur Barang');
    const made = await memo({
      invoiceId: first.id,
      memoDate: '2026-11-20',
      amount: '1000000',
      reason: 'Barang dikembalikan',
      applications: [
        { invoiceId: first.id, amount: '800000.00' },
        { invoiceId: second.id, amount: '150000.5' },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      number: expect.stringMatching(/^CM\/2026\/11\/\d{4}$/),
      invoice: { id: first.id, number: first.number },
      customer: { name: 'PT Retur Barang' },
      amount: '1000000.00',
      appliedAmount: '950000.50',
      remainingAmount: '49999.50',
      status: 'OPEN',
      actions: ['apply', 'cancel'],
    });
    expect(made.body.applications.map((application) => application.amount)).toEqual([
      '800000.00',
      '150000.50',
    ]);
    expect(await invoiceNow(first.id)).toMatchObject({
      status: 'ISSUED',
      creditedAmount: '800000.00',
      remainingAmount: '200000.00',
    });
    expect(await invoiceNow(second.id)).toMatchObject({
      status: 'ISSUED',
      creditedAmount: '150000.50',
      remainingAmount: '349999.50',
    });
    // Each invoice bills the whole of its own order: both orders are partly paid.
    const orderOf = async (invoice: SalesInvoiceResponse) =>
      (
        await call<{ paymentStatus: string }>(
          'GET',
          `/sales-orders/${invoice.salesOrder.id}`,
          suite.owner,
        )
      ).body.paymentStatus;
    expect([await orderOf(first), await orderOf(second)]).toEqual([
      'PARTIALLY_PAID',
      'PARTIALLY_PAID',
    ]);

    const rest = await call<CreditMemoResponse>(
      'POST',
      `/credit-memos/${made.body.id}/apply`,
      suite.writer,
      {
        applications: [{ invoiceId: second.id, amount: '49999.50' }],
      },
    );
    expect(rest.body).toMatchObject({
      status: 'APPLIED',
      remainingAmount: '0.00',
      actions: ['cancel'],
    });
    expect(await invoiceNow(second.id)).toMatchObject({ creditedAmount: '200000.00' });

    const cancelled = await call<CreditMemoResponse>(
      'POST',
      `/credit-memos/${made.body.id}/cancel`,
      suite.owner,
      { reason: 'Salah hitung' },
    );
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      appliedAmount: '0.00',
      applications: [],
      cancellation: { reason: 'Salah hitung' },
      actions: [],
    });
    expect(await invoiceNow(first.id)).toMatchObject({ status: 'ISSUED', creditedAmount: '0.00' });
    expect(await invoiceNow(second.id)).toMatchObject({ creditedAmount: '0.00' });
    const revisions = await call<{ items: { action: string }[] }>(
      'GET',
      `/credit-memos/${made.body.id}/revisions`,
      suite.reader,
    );
    expect(revisions.body.items.map((revision) => revision.action)).toEqual([
      'cancel',
      'apply',
      'apply',
      'CREATED',
    ]);
  });

  it('applies what is left later, and refuses more than the memo or an invoice has left, writing nothing', async () => {
    const { first, second } = await twoInvoicesOfOneBuyer('PT Potongan Harga');
    const made = await memo({
      invoiceId: first.id,
      memoDate: '2026-11-20',
      amount: '300000.00',
      reason: 'Potongan harga',
    });
    expect(made.body).toMatchObject({ status: 'OPEN', appliedAmount: '0.00' });
    const apply = (applications: unknown[]) =>
      call<CreditMemoResponse>('POST', `/credit-memos/${made.body.id}/apply`, suite.writer, {
        applications,
      });

    const overMemo = await apply([
      { invoiceId: first.id, amount: '200000.00' },
      { invoiceId: second.id, amount: '100000.01' },
    ]);
    expect(overMemo.body.error).toMatchObject({
      code: 'U-INV-CM-10',
      values: { remaining: '300000.00', currency: 'IDR' },
    });
    const overInvoice = await apply([{ invoiceId: second.id, amount: '500000.01' }]);
    expect(overInvoice.body.error).toMatchObject({
      code: 'U-INV-CM-9',
      values: { number: second.number, remaining: '500000.00' },
    });
    const twice = await apply([
      { invoiceId: first.id, amount: '1.00' },
      { invoiceId: first.id, amount: '1.00' },
    ]);
    expect(twice.body.error?.code).toBe('U-INV-CM-11');
    for (const amount of ['-5.00', '0', '1.001', 'abc']) {
      const bad = await apply([{ invoiceId: first.id, amount }]);
      expect([bad.status, bad.body.error?.code, bad.body.error?.field], amount).toEqual([
        400,
        'U-INV-CM-4',
        'applications.0.amount',
      ]);
    }
    expect((await invoiceNow(first.id)).creditedAmount).toBe('0.00');
    expect((await invoiceNow(second.id)).creditedAmount).toBe('0.00');

    const all = await apply([
      { invoiceId: first.id, amount: '200000.00' },
      { invoiceId: second.id, amount: '100000.00' },
    ]);
    expect(all.body).toMatchObject({
      status: 'APPLIED',
      remainingAmount: '0.00',
      actions: ['cancel'],
    });
    const applied = await apply([{ invoiceId: second.id, amount: '1.00' }]);
    expect(applied.body.error?.code).toBe('U-INV-CM-12');
  });

  it('applies only to its buyer’s issued invoices, after the invoice it is written against', async () => {
    const { first } = await twoInvoicesOfOneBuyer('PT Pembeli Satu');
    const otherBuyers = await suite.issued({ buyerName: 'PT Pembeli Dua' });
    const draft = await draftInvoice(suite.writers, { buyerName: 'PT Draf Nota' });
    const base = { invoiceId: first.id, memoDate: '2026-11-20', amount: '100.00', reason: 'Retur' };

    const across = await memo({
      ...base,
      applications: [{ invoiceId: otherBuyers.id, amount: '1.00' }],
    });
    expect(across.body.error).toMatchObject({
      code: 'U-INV-CM-7',
      values: { number: otherBuyers.number, customer: 'PT Pembeli Satu' },
    });
    expect((await memo({ ...base, invoiceId: draft.id })).body.error?.code).toBe('U-INV-CM-3');
    expect((await memo({ ...base, memoDate: '2026-11-11' })).body.error?.code).toBe('U-INV-CM-5');
    expect((await memo({ ...base, reason: '  ' })).body.error?.code).toBe('U-INV-CM-6');
    expect((await memo({ ...base, amount: '0.00' })).body.error?.code).toBe('U-INV-CM-4');
    const unknown = await memo({ ...base, invoiceId: randomUUID() });
    expect([unknown.status, unknown.body.error?.code]).toEqual([400, 'U-INV-CM-2']);
    const { totalCount } = (
      await call<{ totalCount: number }>('GET', `/credit-memos?invoiceId=${first.id}`, suite.owner)
    ).body;
    expect(totalCount).toBe(0);
  });
});

describe('what a memo may credit of its invoice', () => {
  it('when a memo is larger than what its invoice has left to pay, it is refused at creation and nothing is written; a paid invoice takes none', async () => {
    const { first, second } = await twoInvoicesOfOneBuyer('PT Kredit Berlebih');
    const base = { invoiceId: second.id, memoDate: '2026-11-20', reason: 'Retur' };
    const over = await memo({ ...base, amount: '500000.01' });
    expect([over.status, over.body.error?.code, over.body.error?.field]).toEqual([
      409,
      'U-INV-CM-13',
      'amount',
    ]);
    expect(over.body.error?.values).toEqual({
      number: second.number,
      remaining: '500000.00',
      currency: 'IDR',
    });
    // Applied elsewhere or not: a memo is sized by the invoice it is written against.
    const elsewhere = await memo({
      ...base,
      amount: '600000.00',
      applications: [{ invoiceId: first.id, amount: '600000.00' }],
    });
    expect(elsewhere.body.error?.code).toBe('U-INV-CM-13');
    const listed = await call<{ totalCount: number }>(
      'GET',
      `/credit-memos?invoiceId=${second.id}`,
      suite.owner,
    );
    expect(listed.body.totalCount).toBe(0);
    expect(await invoiceNow(first.id)).toMatchObject({ creditedAmount: '0.00' });

    // What an open memo written against it has still to apply counts too.
    const open = await createdMemo({ ...base, amount: '300000.00' });
    const beyond = await memo({ ...base, amount: '200000.01' });
    expect(beyond.body.error?.values).toMatchObject({ remaining: '200000.00' });
    await createdMemo({
      ...base,
      amount: '200000.00',
      applications: [{ invoiceId: second.id, amount: '200000.00' }],
    });
    // Once the open memo is used up on another invoice, what it took elsewhere no longer waits on this one.
    const used = await call<CreditMemoResponse>(
      'POST',
      `/credit-memos/${open.id}/apply`,
      suite.writer,
      { applications: [{ invoiceId: first.id, amount: '300000.00' }] },
    );
    expect(used.body.status).toBe('APPLIED');
    await createdMemo({ ...base, amount: '300000.00' });
    const full = await memo({ ...base, amount: '0.01' });
    expect(full.body.error?.values).toMatchObject({ remaining: '0.00' });

    // A paid invoice has nothing left: it takes no memo.
    const paid = await suite.issued({
      quantity: '1',
      unitPrice: '1000.00',
      buyerName: 'PT Lunas Nota',
    });
    const settled = await memo({
      invoiceId: paid.id,
      memoDate: '2026-11-20',
      reason: 'Retur',
      amount: '1000.00',
      applications: [{ invoiceId: paid.id, amount: '1000.00' }],
    });
    expect(settled.status).toBe(201);
    expect((await invoiceNow(paid.id)).status).toBe('PAID');
    const afterPaid = await memo({
      invoiceId: paid.id,
      memoDate: '2026-11-20',
      reason: 'Retur',
      amount: '1.00',
    });
    expect(afterPaid.body.error).toMatchObject({
      code: 'U-INV-CM-13',
      values: { number: paid.number, remaining: '0.00' },
    });
  });

  it('when twenty memos of 100.00 are written at once against an invoice of 1,000.00, ten are written and the rest refused', async () => {
    const invoice = await suite.issued({
      quantity: '1',
      unitPrice: '1000.00',
      buyerName: 'PT Serentak Kredit',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        memo({ invoiceId: invoice.id, memoDate: '2026-11-20', amount: '100.00', reason: 'Retur' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(
      answers
        .filter((answer) => answer.status !== 201)
        .map((answer) => [answer.status, answer.body.error?.code]),
    ).toEqual(Array(10).fill([409, 'U-INV-CM-13']));
    const listed = await call<{ totalCount: number }>(
      'GET',
      `/credit-memos?invoiceId=${invoice.id}`,
      suite.owner,
    );
    expect(listed.body.totalCount).toBe(10);
  });
});

describe('the buyer’s credit', () => {
  it('when a memo is open, what it has still to apply counts in the buyer’s credit beside their open payments; applied or cancelled, it no longer does', async () => {
    const { buyerId, first, second } = await twoInvoicesOfOneBuyer('PT Kredit Terbuka');
    const creditOf = async () =>
      (
        await call<{ customerId: string; credits: { currency: string; amount: string }[] }>(
          'GET',
          `/customers/${buyerId}/credit`,
          suite.owner,
        )
      ).body.credits;
    expect(await creditOf()).toEqual([]);
    await transferRecorded(suite.system, suite.writer, first, {
      amount: '1000100.00',
      paymentDate: '2026-11-20',
      allocated: '1000000.00',
    });
    expect(await creditOf()).toEqual([{ currency: 'IDR', amount: '100.00' }]);

    const open = await createdMemo({
      invoiceId: second.id,
      memoDate: '2026-11-20',
      amount: '300000.00',
      reason: 'Potongan harga',
      applications: [{ invoiceId: second.id, amount: '120000.50' }],
    });
    expect(await creditOf()).toEqual([{ currency: 'IDR', amount: '180099.50' }]);

    const used = await call<CreditMemoResponse>(
      'POST',
      `/credit-memos/${open.id}/apply`,
      suite.writer,
      { applications: [{ invoiceId: second.id, amount: '179999.50' }] },
    );
    expect(used.body.status).toBe('APPLIED');
    expect(await creditOf()).toEqual([{ currency: 'IDR', amount: '100.00' }]);

    const another = await memo({
      invoiceId: second.id,
      memoDate: '2026-11-21',
      amount: '50000.00',
      reason: 'Retur',
    });
    expect(await creditOf()).toEqual([{ currency: 'IDR', amount: '50100.00' }]);
    const cancelled = await call('POST', `/credit-memos/${another.body.id}/cancel`, suite.owner, {
      reason: 'Salah tulis',
    });
    expect(cancelled.status).toBe(200);
    expect(await creditOf()).toEqual([{ currency: 'IDR', amount: '100.00' }]);

    // Another organisation's member finds no such buyer; a member without invoice-payments:read is refused.
    const theirs = await call('GET', `/customers/${buyerId}/credit`, suite.outsider);
    expect([theirs.status, theirs.body.error?.code]).toEqual([404, 'U-INV-CU-1']);
    const unknown = await call('GET', `/customers/${randomUUID()}/credit`, suite.owner);
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'U-INV-CU-1']);
    const forbidden = await call('GET', `/customers/${buyerId}/credit`, suite.reader);
    expect(forbidden.status).toBe(403);
  });
});

describe('twenty applications at once', () => {
  it('never take more than the memo: of twenty memos of 100.00 each applied to one invoice of 1,000.00, ten go through', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Serentak Nota',
    });
    const invoice = await suite.issued({ quantity: '1', unitPrice: '1000.00', buyerId });
    // Written against another invoice of the buyer that has room for all twenty.
    const against = await suite.issued({ quantity: '1', unitPrice: '2000.00', buyerId });
    const memos = await Promise.all(
      Array.from({ length: 20 }, () =>
        memo({ invoiceId: against.id, memoDate: '2026-11-20', amount: '100.00', reason: 'Retur' }),
      ),
    );
    expect(memos.map((made) => made.status)).toEqual(Array(20).fill(201));
    // Each memo applied twice over the same invoice at once: an invoice never loses more than it had.
    const answers = await Promise.all(
      memos.flatMap((made) =>
        [1, 2].map(() =>
          call<CreditMemoResponse>('POST', `/credit-memos/${made.body.id}/apply`, suite.writer, {
            applications: [{ invoiceId: invoice.id, amount: '100.00' }],
          }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'PAID',
      creditedAmount: '1000.00',
      remainingAmount: '0.00',
    });
  });
});

describe('tenancy and permissions', () => {
  it('hides another organisation’s memos and invoices, and refuses a member without credit-memos:manage', async () => {
    const invoice = await suite.issued({ buyerName: 'PT Rahasia Nota' });
    const made = await memo({
      invoiceId: invoice.id,
      memoDate: '2026-11-20',
      amount: '10.00',
      reason: 'Retur',
    });
    expect((await call('GET', `/credit-memos/${made.body.id}`, suite.outsider)).status).toBe(404);
    const theirs = await call('POST', '/credit-memos', suite.outsider, {
      invoiceId: invoice.id,
      memoDate: '2026-11-20',
      amount: '10.00',
      reason: 'Retur',
    });
    expect([theirs.status, theirs.body.error?.code]).toEqual([400, 'U-INV-CM-2']);
    const applyAcross = await call('POST', `/credit-memos/${made.body.id}/apply`, suite.outsider, {
      applications: [{ invoiceId: invoice.id, amount: '1.00' }],
    });
    expect(applyAcross.status).toBe(404);
    expect(
      (
        await call<{ items: unknown[] }>(
          'GET',
          `/credit-memos/batch?ids=${made.body.id}`,
          suite.outsider,
        )
      ).body.items,
    ).toEqual([]);
    // By its order: ours lists the memo, another organisation's member none.
    const byOrder = `/credit-memos?salesOrderId=${invoice.salesOrder.id}`;
    expect((await call<{ totalCount: number }>('GET', byOrder, suite.owner)).body.totalCount).toBe(
      1,
    );
    expect(
      (await call<{ totalCount: number }>('GET', byOrder, suite.outsider)).body.totalCount,
    ).toBe(0);

    const forbidden = await memo(
      { invoiceId: invoice.id, memoDate: '2026-11-20', amount: '10.00', reason: 'Retur' },
      suite.reader,
    );
    expect([forbidden.status, forbidden.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const cancel = await call('POST', `/credit-memos/${made.body.id}/cancel`, suite.reader, {
      reason: 'x',
    });
    expect([cancel.status, cancel.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect(
      (await call<CreditMemoResponse>('GET', `/credit-memos/${made.body.id}`, suite.reader)).body
        .actions,
    ).toEqual([]);
  });
});

describe('a credit memo for returned goods', () => {
  /** An issued invoice of 3 (or `quantity`) x 100,000.00 with PPN: one line. */
  const taxedInvoice = (buyerName: string, quantity = '3') =>
    suite.issued({ quantity, unitPrice: '100000.00', taxCode: 'PPN', buyerName });
  const returning = (invoiceId: string, returns: unknown[], extra: Record<string, unknown> = {}) =>
    memo({
      invoiceId,
      memoDate: '2026-11-20',
      reason: 'Barang rusak dikembalikan',
      returns,
      ...extra,
    });
  const memosOf = async (invoiceId: string) =>
    (await call<{ totalCount: number }>('GET', `/credit-memos?invoiceId=${invoiceId}`, suite.owner))
      .body.totalCount;

  it('carries each returned line’s tax base and PPN, derives its amount, and returns the whole line exactly across memos', async () => {
    const invoice = await taxedInvoice('PT Retur Per Baris');
    const first = await returning(invoice.id, [{ invoiceLine: 1, quantity: '1' }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ amount: '111000.00', status: 'OPEN' });
    expect(first.body.returns).toEqual([
      expect.objectContaining({
        invoiceLine: 1,
        position: 1,
        product: 'Jasa konsultasi',
        quantity: '1.0000',
        unitPrice: '100000.00',
        taxCode: 'PPN',
        taxBase: '100000.00',
        otherTaxBase: '91666.67',
        vatRate: 12,
        vat: '11000.00',
        total: '111000.00',
      }),
    ]);
    // An amount beside the returns must be theirs: refused, nothing written.
    const wrong = await returning(invoice.id, [{ invoiceLine: 1, quantity: '1' }], {
      amount: '111000.01',
    });
    expect([wrong.status, wrong.body.error?.code, wrong.body.error?.values]).toEqual([
      400,
      'U-INV-CM-22',
      { amount: '111000.00' },
    ]);
    const second = await returning(invoice.id, [{ invoiceLine: 1, quantity: '1' }], {
      amount: '111000',
    });
    expect(second.body.returns[0]).toMatchObject({ otherTaxBase: '91666.66', vat: '11000.00' });
    const over = await returning(invoice.id, [{ invoiceLine: 1, quantity: '1.5' }]);
    expect([over.status, over.body.error?.code, over.body.error?.values]).toEqual([
      409,
      'U-INV-CM-21',
      { line: '1', remaining: '1', sold: '3' },
    ]);
    // A cancelled memo's goods may be returned again; the last unit returns the rest of the line.
    await call('POST', `/credit-memos/${second.body.id}/cancel`, suite.owner, { reason: 'Salah' });
    const rest = await returning(invoice.id, [{ invoiceLine: 1, quantity: '2' }]);
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    const [line] = invoice.lines;
    const returned = [first.body.returns[0]!, rest.body.returns[0]!];
    const sum = (
      pick: (figures: { taxBase: string; otherTaxBase: string; vat: string }) => string,
    ) => returned.reduce((total, figures) => total + Number(pick(figures).replace('.', '')), 0);
    expect([sum((f) => f.taxBase), sum((f) => f.otherTaxBase), sum((f) => f.vat)]).toEqual([
      Number(line!.taxBase.replace('.', '')),
      Number(line!.otherTaxBase.replace('.', '')),
      Number(line!.vat.replace('.', '')),
    ]);
    expect(await memosOf(invoice.id)).toBe(3);
  });

  it('refuses a line the invoice lacks, a line twice, a quantity not above 0, or no amount nor returns, writing nothing', async () => {
    const invoice = await taxedInvoice('PT Retur Salah');
    const refused = await Promise.all([
      returning(invoice.id, [{ invoiceLine: 2, quantity: '1' }]),
      returning(invoice.id, [
        { invoiceLine: 1, quantity: '1' },
        { invoiceLine: 1, quantity: '1' },
      ]),
      returning(invoice.id, [{ invoiceLine: 1, quantity: '0' }]),
      returning(invoice.id, [{ invoiceLine: 1, quantity: '0.00001' }]),
      memo({ invoiceId: invoice.id, memoDate: '2026-11-20', reason: 'Retur' }),
    ]);
    expect(refused.map((answer) => [answer.status, answer.body.error?.code])).toEqual([
      [400, 'U-INV-CM-19'],
      [400, 'U-INV-CM-23'],
      [400, 'U-INV-CM-20'],
      [400, 'U-INV-CM-20'],
      [400, 'U-INV-CM-4'],
    ]);
    expect(refused[0]!.body.error?.values).toEqual({ number: invoice.number, line: '2' });
    expect(await memosOf(invoice.id)).toBe(0);
  });

  it('when twenty memos each return 1 of a line of 10 at once, ten are written and the rest refused', async () => {
    const invoice = await taxedInvoice('PT Retur Serentak', '10');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => returning(invoice.id, [{ invoiceLine: 1, quantity: '1' }])),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(
      answers
        .filter((answer) => answer.status !== 201)
        .map((answer) => [answer.status, answer.body.error?.code]),
    ).toEqual(Array(10).fill([409, 'U-INV-CM-21']));
    expect(await memosOf(invoice.id)).toBe(10);
  });

  it('exports the returned lines for the nota retur as CSV, the faktur’s parties named; none for an invoice issued without the company’s NPWP; another organisation’s memo is not found', async () => {
    // Issued while the company had no NPWP: it has no faktur pajak, so its returns take no nota retur.
    const before = await taxedInvoice('PT Retur Tanpa Faktur');
    const unreturnable = await returning(before.id, [{ invoiceLine: 1, quantity: '1' }]);
    await saveSellerProfile(suite.system, suite.owner, {
      name: 'PT Penjual Retur',
      taxNumber: '012345678901000',
    });
    const invoice = await taxedInvoice('PT Retur Nota');
    const made = await returning(invoice.id, [{ invoiceLine: 1, quantity: '2' }]);
    const file = async (id: string, by: Tokens) => {
      const response = await fetch(`${suite.system.invoicingUrl}/credit-memos/${id}/nota-retur`, {
        headers: authHeaders(by),
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      };
    };
    const csv = await file(made.body.id, suite.reader);
    expect([csv.status, csv.type]).toEqual([200, 'text/csv; charset=utf-8']);
    const [header, line, end] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(NOTA_RETUR_COLUMNS.join(','));
    const fields = line!.split(',');
    expect([fields[0], fields[1], fields[3], fields[4]]).toEqual([
      made.body.number,
      '2026-11-20',
      invoice.invoiceDate,
      'PT Retur Nota',
    ]);
    expect(fields.slice(10)).toEqual([
      '1',
      'Jasa konsultasi',
      '2',
      'UM.0018',
      '100000.00',
      '200000.00',
      '183333.33',
      '12',
      '22000.00',
      'IDR',
    ]);
    expect(end).toBe('');
    expect(fields[9]).toBe('012345678901000');
    const refused = await file(unreturnable.body.id, suite.reader);
    expect([refused.status, JSON.parse(refused.text).error.code]).toEqual([409, 'U-INV-CM-32']);
    expect((await file(made.body.id, suite.outsider)).status).toBe(404);
  });

  it('hides another organisation’s invoice lines and refuses a member without credit-memos:manage', async () => {
    const invoice = await taxedInvoice('PT Retur Rahasia');
    const body = {
      invoiceId: invoice.id,
      memoDate: '2026-11-20',
      reason: 'Retur',
      returns: [{ invoiceLine: 1, quantity: '1' }],
    };
    const theirs = await call('POST', '/credit-memos', suite.outsider, body);
    expect([theirs.status, theirs.body.error?.code]).toEqual([400, 'U-INV-CM-2']);
    const forbidden = await memo(body, suite.reader);
    expect([forbidden.status, forbidden.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const made = await memo(body);
    expect((await call('GET', `/credit-memos/${made.body.id}`, suite.outsider)).status).toBe(404);
    expect(
      (await call<CreditMemoResponse>('GET', `/credit-memos/${made.body.id}`, suite.reader)).body
        .returns,
    ).toHaveLength(1);
  });
});
