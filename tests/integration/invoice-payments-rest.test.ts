import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  CustomerCreditResponse,
  InvoicePaymentResponse,
  WithholdingResponse,
} from '../../contracts/invoicing/invoice-payments.js';
import type { AgedReceivablesResponse } from '../../contracts/invoicing/aged-receivables.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { fromCents, toCents } from '../../formats/cents.js';
import { pph23Of } from '../../formats/pph23.js';
import { authHeaders, type RestAnswer, type Tokens } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { pdfText } from '../support/pdf-text.js';
import { saveSellerProfile, invoicingSuite } from '../support/sales-invoices.js';

/**
 * Invoice payments over the invoicing service's REST API, in the real
 * system: recorded and allocated the oldest due first, or per invoice; an
 * overpayment stays the buyer's credit and pays a later invoice; one
 * allocation undone leaves the others; cancelled with a reason; twenty
 * allocations of one payment at once never exceed it; bad input changes
 * nothing; tenancy and permissions.
 */
const suite = invoicingSuite({
  name: 'PT Terima Bayar',
  reader: ['invoice-payments:read', 'invoices:read'],
  outsider: 'PT Lain Bayar',
});

const call = suite.invoicing;

const invoiceNow = async (id: string) =>
  (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${id}`, suite.writer)).body;
const pay = (body: Record<string, unknown>, by = suite.writer) =>
  call<InvoicePaymentResponse>('POST', '/invoice-payments', by, {
    paymentDate: '2026-11-20',
    method: 'BANK_TRANSFER',
    ...body,
  });

/** A buyer with an invoice due in 14 days (500,000.00) and one due in 30 days (1,000,000.00), the later written first. */
async function buyerWithTwoInvoices(name: string) {
  const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name,
  });
  const later = await suite.issued({ buyerId, quantity: '10', paymentTermDays: 30 });
  const sooner = await suite.issued({ buyerId, quantity: '5', paymentTermDays: 14 });
  return { buyerId, later, sooner };
}

describe('a payment allocated the oldest due first', () => {
  it('pays the sooner invoice, then the later; what is over is credit that pays the next invoice', async () => {
    const { buyerId, later, sooner } = await buyerWithTwoInvoices('PT Bayar Lebih');
    const made = await pay({ customerId: buyerId, amount: '1700000', reference: 'TRF 001' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      number: expect.stringMatching(/^PAY\/2026\/11\/\d{4}$/),
      customer: { id: buyerId, name: 'PT Bayar Lebih' },
      amount: '1700000.00',
      allocatedAmount: '1500000.00',
      unallocatedAmount: '200000.00',
      status: 'OPEN',
      settlementStatus: 'PENDING',
      source: 'MANUAL',
      reference: 'TRF 001',
      actions: ['allocate', 'refund', 'cancel'],
    });
    expect(made.body.allocations.map((a) => [a.invoice.id, a.amount])).toEqual([
      [sooner.id, '500000.00'],
      [later.id, '1000000.00'],
    ]);
    expect((await invoiceNow(later.id)).status).toBe('PAID');
    expect(
      (await call<CustomerCreditResponse>('GET', `/customers/${buyerId}/credit`, suite.reader))
        .body,
    ).toEqual({ customerId: buyerId, credits: [{ currency: 'IDR', amount: '200000.00' }] });

    const next = await suite.issued({ buyerId, quantity: '3' });
    const used = await call<InvoicePaymentResponse>(
      'POST',
      `/invoice-payments/${made.body.id}/allocate`,
      suite.writer,
      {},
    );
    expect(used.body).toMatchObject({ status: 'ALLOCATED', unallocatedAmount: '0.00' });
    expect(await invoiceNow(next.id)).toMatchObject({
      status: 'ISSUED',
      paidAmount: '200000.00',
      remainingAmount: '100000.00',
    });
    const credit = await call<CustomerCreditResponse>(
      'GET',
      `/customers/${buyerId}/credit`,
      suite.writer,
    );
    expect(credit.body.credits).toEqual([]);
  });

  it('undoes one allocation and leaves the others; cancelling undoes the rest', async () => {
    const { buyerId, later, sooner } = await buyerWithTwoInvoices('PT Batal Alokasi');
    const made = await pay({
      customerId: buyerId,
      amount: '600000',
      allocations: [
        { invoiceId: later.id, amount: '400000' },
        { invoiceId: sooner.id, amount: '200000.00' },
      ],
    });
    expect(made.body.status).toBe('ALLOCATED');
    const toLater = made.body.allocations.find((a) => a.invoice.id === later.id)!;
    const undone = await call<InvoicePaymentResponse>(
      'POST',
      `/invoice-payments/${made.body.id}/allocations/${toLater.id}/undo`,
      suite.writer,
    );
    expect(undone.body).toMatchObject({ status: 'OPEN', unallocatedAmount: '400000.00' });
    expect(undone.body.allocations.map((a) => a.invoice.id)).toEqual([sooner.id]);
    expect((await invoiceNow(later.id)).paidAmount).toBe('0.00');
    expect((await invoiceNow(sooner.id)).paidAmount).toBe('200000.00');

    const again = await call<InvoicePaymentResponse & RestAnswer>(
      'POST',
      `/invoice-payments/${made.body.id}/allocations/${toLater.id}/undo`,
      suite.writer,
    );
    expect(again.body.error?.code).toBe('U-INV-PAY-13');

    const cancelled = await call<InvoicePaymentResponse>(
      'POST',
      `/invoice-payments/${made.body.id}/cancel`,
      suite.writer,
      { reason: 'Dana ditarik kembali' },
    );
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      allocatedAmount: '0.00',
      allocations: [],
      actions: [],
      cancellation: { reason: 'Dana ditarik kembali' },
    });
    expect((await invoiceNow(sooner.id)).paidAmount).toBe('0.00');
    const revisions = await call<{ items: { action: string }[] }>(
      'GET',
      `/invoice-payments/${made.body.id}/revisions`,
      suite.writer,
    );
    expect(revisions.body.items.map((item) => item.action)).toEqual([
      'cancel',
      'unallocate',
      'allocate',
      'CREATED',
    ]);
  });
});

describe('what is refused changes nothing', () => {
  it('answers each mistake with its own code and leaves the invoices as they were', async () => {
    const { buyerId, later, sooner } = await buyerWithTwoInvoices('PT Salah Input');
    const other = await suite.issued({ buyerName: 'PT Pembeli Lain' });
    /** The buyer's payment of `amount` allocated as given, invoice by invoice. */
    const allocated = (amount: string, ...allocations: [{ id: string }, string][]) => ({
      customerId: buyerId,
      amount,
      allocations: allocations.map(([invoice, part]) => ({ invoiceId: invoice.id, amount: part })),
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ customerId: buyerId, amount: '0' }, 'U-INV-PAY-4'],
      [{ customerId: buyerId, amount: '-5' }, 'U-INV-PAY-4'],
      [{ customerId: buyerId, amount: '10.005' }, 'U-INV-PAY-4'],
      [{ customerId: buyerId, amount: '10', paymentDate: '2999-01-01' }, 'U-INV-PAY-15'],
      [{ customerId: randomUUID(), amount: '10' }, 'U-INV-PAY-2'],
      [allocated('10', [other, '10']), 'U-INV-PAY-6'],
      [allocated('2000000', [sooner, '500000.01']), 'U-INV-PAY-8'],
      [allocated('100', [sooner, '60'], [later, '60']), 'U-INV-PAY-9'],
      [allocated('100', [sooner, '10'], [sooner, '10']), 'U-INV-PAY-10'],
    ];
    for (const [body, code] of cases) {
      const refused = await pay(body);
      expect(refused.body.error?.code, JSON.stringify(body)).toBe(code);
    }
    const listed = await call<{ totalCount: number }>(
      'GET',
      `/invoice-payments?customerId=${buyerId}`,
      suite.writer,
    );
    expect(listed.body.totalCount).toBe(0);
    expect((await invoiceNow(sooner.id)).paidAmount).toBe('0.00');
    expect((await invoiceNow(later.id)).paidAmount).toBe('0.00');
  });
});

describe('twenty payments recorded at once', () => {
  it('are numbered without a gap or a number given twice', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Nomor Bayar',
    });
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        pay({ customerId: buyerId, amount: `${1000 + index}`, paymentDate: '2026-10-15' }),
      ),
    );
    expect(made.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const sequence = made
      .map((answer) => Number(/^PAY\/2026\/10\/(\d{4})$/.exec(answer.body.number)![1]))
      .sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, index) => sequence[0]! + index));
  });
});

describe('twenty allocations of one payment at once', () => {
  it('never allocate more than the payment', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Paralel Bayar',
    });
    const invoices = await Promise.all(
      Array.from({ length: 4 }, () => suite.issued({ buyerId, quantity: '5' })),
    );
    const made = await pay({ customerId: buyerId, amount: '300000', allocations: [] });
    expect(made.body.unallocatedAmount).toBe('300000.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call<InvoicePaymentResponse>(
          'POST',
          `/invoice-payments/${made.body.id}/allocate`,
          suite.writer,
          {
            allocations: [{ invoiceId: invoices[index % 4]!.id, amount: '100000' }],
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const after = await call<InvoicePaymentResponse>(
      'GET',
      `/invoice-payments/${made.body.id}`,
      suite.writer,
    );
    expect(after.body).toMatchObject({ status: 'ALLOCATED', allocatedAmount: '300000.00' });
    const paid = await Promise.all(
      invoices.map(async (invoice) => toCents((await invoiceNow(invoice.id)).paidAmount)),
    );
    expect(fromCents(paid.reduce((sum, cents) => sum + cents, 0n))).toBe('300000.00');
  });
});

describe('PPh 23 withheld by the buyer', () => {
  const slip = (id: string, body: Record<string, unknown>) =>
    call<WithholdingResponse>('POST', `/invoice-withholdings/${id}/slip`, suite.writer, body);

  it('pays the invoice less 4% without the seller’s NPWP; it waits only for the slip, which settles it in full', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Pemotong Pajak',
    });
    // 10 x 100,000.00 of a service, without PPN: the base is 1,000,000.00; no NPWP in the seller's profile: 4%.
    const service = await suite.issued({ buyerId, quantity: '10', kind: 'SERVICE' });
    const goods = await suite.issued({ buyerId, quantity: '1' });
    expect(
      (await pay({ customerId: buyerId, amount: '10', withholdings: [{ invoiceId: goods.id }] }))
        .body.error?.code,
    ).toBe('U-INV-PAY-17');
    const made = await pay({
      customerId: buyerId,
      amount: '960000',
      allocations: [{ invoiceId: service.id, amount: '960000' }],
      withholdings: [{ invoiceId: service.id }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.withholdings).toMatchObject([
      { base: '1000000.00', rate: '4.00', amount: '40000.00', status: 'AWAITING_SLIP', slip: null },
    ]);
    expect(await invoiceNow(service.id)).toMatchObject({
      status: 'ISSUED',
      paidAmount: '960000.00',
      remainingAmount: '0.00',
      withholding: { status: 'AWAITING_SLIP', amount: '40000.00' },
    });
    const short = await call<{ items: { node: { id: string } }[] }>(
      'GET',
      `/sales-invoices?customerId=${buyerId}&awaitingSlip=true`,
      suite.writer,
    );
    expect(short.body.items.map((item) => item.node.id)).toEqual([service.id]);
    // Once more is refused; a slip dated tomorrow too.
    expect(
      (await pay({ customerId: buyerId, amount: '1', withholdings: [{ invoiceId: service.id }] }))
        .body.error?.code,
    ).toBe('U-INV-PAY-18');
    const withholdingId = made.body.withholdings[0]!.id;
    expect(
      (await slip(withholdingId, { slipNumber: 'BP-001', slipDate: '2999-01-01' })).body.error
        ?.code,
    ).toBe('U-INV-PAY-20');
    expect(
      (
        await call('POST', `/invoice-withholdings/${withholdingId}/slip`, suite.reader, {
          slipNumber: 'BP-001',
          slipDate: '2026-11-20',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', `/invoice-withholdings/${withholdingId}/slip`, suite.outsider, {
          slipNumber: 'BP-001',
          slipDate: '2026-11-20',
        })
      ).status,
    ).toBe(404);
    const received = await slip(withholdingId, {
      slipNumber: ' BP-2611-001 ',
      slipDate: '2026-11-20',
    });
    expect(received.body).toMatchObject({
      status: 'RECEIVED',
      slip: { number: 'BP-2611-001', date: '2026-11-20' },
    });
    expect(await invoiceNow(service.id)).toMatchObject({
      status: 'PAID',
      withheldAmount: '40000.00',
      remainingAmount: '0.00',
    });

    // The payment cancelled, its withholding goes with it: the invoice is owed in full again.
    const cancelled = await call('POST', `/invoice-payments/${made.body.id}/cancel`, suite.writer, {
      reason: 'Salah catat',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await invoiceNow(service.id)).toMatchObject({
      status: 'ISSUED',
      paidAmount: '0.00',
      withheldAmount: '0.00',
      remainingAmount: '1000000.00',
      withholding: null,
    });
    const again = await call(
      'POST',
      `/invoice-withholdings/${withholdingId}/cancel`,
      suite.writer,
      {
        reason: 'Sekali lagi',
      },
    );
    expect(again.body.error?.code).toBe('U-INV-DOC-9');
  });

  it('on a payment that pays several invoices, each has its own: 4% of one issued before the seller had an NPWP, 2% of one after, each with its slip, as the rule the form shows computes them', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Pemotong Banyak',
    });
    // 3 x 100,000.00 of a service: base 300,000.00, at 4% (no NPWP yet) 12,000.00.
    const before = await suite.issued({ buyerId, quantity: '3', kind: 'SERVICE' });
    await saveSellerProfile(suite.system, suite.owner, {
      name: 'PT Terima Bayar',
      taxNumber: '0123456789012345',
    });
    // 7 x 33,333.33: base 233,333.31, at 2% 4,666.6662, to the sen half up 4,666.67.
    const after = await suite.issued({
      buyerId,
      quantity: '7',
      unitPrice: '33333.33',
      kind: 'SERVICE',
    });
    expect((await invoiceNow(before.id)).withholdingRate).toBe('4.00');
    expect((await invoiceNow(after.id)).withholdingRate).toBe('2.00');
    const made = await pay({
      customerId: buyerId,
      amount: '516666.64',
      withholdings: [
        { invoiceId: before.id, slipNumber: 'BP-2611-010', slipDate: '2026-11-21' },
        { invoiceId: after.id, slipNumber: 'BP-2611-011', slipDate: '2026-11-21' },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const withheld = (invoice: { id: string }) =>
      made.body.withholdings.find((withholding) => withholding.invoice.id === invoice.id);
    expect(withheld(before)).toMatchObject({
      ...pph23Of(['300000.00'], '4.00'),
      amount: '12000.00',
      status: 'RECEIVED',
      slip: { number: 'BP-2611-010', date: '2026-11-21' },
    });
    expect(withheld(after)).toMatchObject({
      ...pph23Of(['233333.31'], '2.00'),
      amount: '4666.67',
      status: 'RECEIVED',
      slip: { number: 'BP-2611-011', date: '2026-11-21' },
    });
    expect(made.body).toMatchObject({ status: 'ALLOCATED', allocatedAmount: '516666.64' });
    for (const invoice of [before, after])
      expect(await invoiceNow(invoice.id)).toMatchObject({
        status: 'PAID',
        remainingAmount: '0.00',
      });
  });

  it('is 2% with the seller’s NPWP, and with its slip the invoice is paid at once', async () => {
    await saveSellerProfile(suite.system, suite.owner, {
      name: 'PT Terima Bayar',
      taxNumber: '0123456789012345',
    });
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Pemotong Berbukti',
    });
    const service = await suite.issued({ buyerId, quantity: '5', kind: 'SERVICE' });
    const made = await pay({
      customerId: buyerId,
      amount: '490000',
      withholdings: [{ invoiceId: service.id, slipNumber: 'BP-2611-002', slipDate: '2026-11-21' }],
    });
    expect(made.body).toMatchObject({ status: 'ALLOCATED', allocatedAmount: '490000.00' });
    expect(made.body.withholdings).toMatchObject([
      { base: '500000.00', rate: '2.00', amount: '10000.00', status: 'RECEIVED' },
    ]);
    expect(await invoiceNow(service.id)).toMatchObject({
      status: 'PAID',
      withheldAmount: '10000.00',
    });
  });
});

describe('a payment’s receipt', () => {
  const receipt = async (id: string, language: string, by: Tokens = suite.reader) => {
    const response = await fetch(
      `${suite.system.invoicingUrl}/invoice-payments/${id}/receipt?language=${language}`,
      { headers: authHeaders(by) },
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      disposition: response.headers.get('content-disposition'),
      text: response.status === 200 ? (await pdfText(bytes)).text.join(' ') : '',
    };
  };

  it('is printed in the reader’s language, with an e-Meterai above Rp5,000,000 only', async () => {
    const { buyerId, later } = await buyerWithTwoInvoices('PT Kuitansi Besar');
    const big = await pay({ customerId: buyerId, amount: '5000000.01', reference: 'TRF 777' });
    expect(big.body.stampDuty).toBe(true);
    const indonesian = await receipt(big.body.id, 'id');
    expect(indonesian.status).toBe(200);
    expect(indonesian.disposition).toBe(
      `attachment; filename="${big.body.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(indonesian.text).toContain('Kuitansi');
    expect(indonesian.text).toContain('PT Kuitansi Besar');
    expect(indonesian.text).toContain('Rp 5.000.000,01');
    expect(indonesian.text).toContain(`Faktur ${later.number}`);
    expect(indonesian.text).toContain('e-Meterai Rp10.000');
    const small = await pay({ customerId: buyerId, amount: '5000000' });
    expect(small.body.stampDuty).toBe(false);
    const english = await receipt(small.body.id, 'en');
    expect(english.text).toContain('Receipt');
    expect(english.text).toContain('IDR 5,000,000.00');
    expect(english.text).not.toContain('e-Meterai');
    expect((await receipt(big.body.id, 'en', suite.outsider)).status).toBe(404);
  });
});

describe('aged receivables', () => {
  it('puts what is left of each issued invoice in the bucket of its days past due, per buyer and in total', async () => {
    const { buyerId, later, sooner } = await buyerWithTwoInvoices('PT Umur Piutang');
    // Due 2026-11-26 (sooner, 500,000.00) and 2026-12-12 (later, 1,000,000.00); 200,000.00 paid of the sooner.
    await pay({
      customerId: buyerId,
      amount: '200000',
      allocations: [{ invoiceId: sooner.id, amount: '200000' }],
    });
    const aged = async (asOf: string) => {
      const answer = await call<AgedReceivablesResponse>(
        'GET',
        `/aged-receivables?asOf=${asOf}`,
        suite.writer,
      );
      const idr = answer.body.currencies.find((currency) => currency.currency === 'IDR')!;
      return idr.customers.find((row) => row.customer.id === buyerId)!;
    };
    expect(await aged('2026-12-12')).toMatchObject({
      invoices: 2,
      amounts: {
        CURRENT: '1000000.00',
        OVERDUE_1_30: '300000.00',
        OVERDUE_31_60: '0.00',
        total: '1300000.00',
      },
    });
    expect((await aged('2027-02-01')).amounts).toMatchObject({
      OVERDUE_31_60: '1000000.00',
      OVERDUE_61_90: '300000.00',
    });
    expect((await aged('2027-03-01')).amounts).toMatchObject({
      OVERDUE_61_90: '1000000.00',
      OVERDUE_OVER_90: '300000.00',
    });
    expect(later.dueDate).toBe('2026-12-12');
    const theirs = await call<AgedReceivablesResponse>('GET', '/aged-receivables', suite.outsider);
    expect(theirs.body.currencies).toEqual([]);
    const refused = await call('GET', '/aged-receivables?asOf=2026-13-45', suite.writer);
    expect(refused.status).toBe(400);
  });
});

describe('tenancy and permissions', () => {
  it('another organisation finds nothing; a reader may read but not record, allocate or cancel', async () => {
    const { buyerId } = await buyerWithTwoInvoices('PT Rahasia Bayar');
    const made = await pay({ customerId: buyerId, amount: '100000' });
    expect((await call('GET', `/invoice-payments/${made.body.id}`, suite.outsider)).status).toBe(
      404,
    );
    const outsiders = await call<InvoicePaymentResponse & RestAnswer>(
      'POST',
      `/invoice-payments/${made.body.id}/cancel`,
      suite.outsider,
      { reason: 'x' },
    );
    expect(outsiders.status).toBe(404);
    expect((await pay({ customerId: buyerId, amount: '1' }, suite.outsider)).body.error?.code).toBe(
      'U-INV-PAY-2',
    );
    expect((await call('GET', `/invoice-payments/${made.body.id}`, suite.reader)).status).toBe(200);
    expect((await pay({ customerId: buyerId, amount: '1' }, suite.reader)).status).toBe(403);
    const allocate = await call(
      'POST',
      `/invoice-payments/${made.body.id}/allocate`,
      suite.reader,
      {},
    );
    expect(allocate.status).toBe(403);
    const cancel = await call('POST', `/invoice-payments/${made.body.id}/cancel`, suite.reader, {
      reason: 'x',
    });
    expect(cancel.status).toBe(403);
  });
});
