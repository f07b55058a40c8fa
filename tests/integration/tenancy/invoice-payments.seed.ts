import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { defineSeed, globalId, serviceId } from './seeds.js';

/**
 * A payment of 1,000.00 allocated in part (400.00) to the issued invoice
 * their credit memo is written against, with a proof of payment. Its
 * allocation's and its proof's ids are the service's (PaymentAllocation.id,
 * InvoicePaymentFile.id), named only with its payment. `refundOf` (a payment
 * that pays the credit back) names the payment.
 */
export default defineSeed({
  needs: ['CreditMemo'],
  otherKinds: ['PaymentAllocation', 'InvoiceWithholding', 'InvoicePaymentFile'],
  arguments: {
    allocationId: ['PaymentAllocation'],
    withholdingId: ['InvoiceWithholding'],
    proofId: ['InvoicePaymentFile'],
    refundOf: ['InvoicePayment'],
  },
  async make({ browser, system }, made) {
    const invoice = await system.invoicing.db
      .selectFrom('credit_memos as m')
      .innerJoin('sales_invoices as s', 's.id', 'm.sales_invoice_id')
      .select(['s.id', 's.customer_id', 's.organization_id'])
      .where('m.id', '=', serviceId(made.CreditMemo!))
      .executeTakeFirstOrThrow();
    const invoiceId = invoice.id;
    const payment = await browser.data<{
      invoicePaymentCreate: { invoicePayment: { id: string; allocations: { id: string }[] } };
    }>(
      'mutation ($input: InvoicePaymentCreateInput!) { invoicePaymentCreate(input: $input) { invoicePayment { id allocations { id } } } }',
      {
        input: {
          customerId: globalId('Customer', invoice.customer_id),
          paymentDate: '2026-11-23',
          amount: '1000.00',
          method: 'BANK_TRANSFER',
          allocations: [{ invoiceId: globalId('SalesInvoice', invoiceId), amount: '400.00' }],
        },
      },
    );
    const { id, allocations } = payment.invoicePaymentCreate.invoicePayment;
    // PPh 23 awaiting its slip on the same invoice, written as the service writes one.
    const withholding = await system.invoicing.db
      .insertInto('invoice_withholdings')
      .values({
        organization_id: invoice.organization_id,
        sales_invoice_id: invoiceId,
        base: '1000.00',
        rate: '2.00',
        amount: '20.00',
        status: 'AWAITING_SLIP',
        created_by: randomUUID(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A proof as the service records one (its bytes are not read here).
    const proof = await system.invoicing.db
      .insertInto('invoice_payment_files')
      .values({
        organization_id: invoice.organization_id,
        payment_id: serviceId(id),
        file_name: 'bukti-transfer.pdf',
        content_type: 'application/pdf',
        size: 1024,
        sha256: '0'.repeat(64),
        storage_key: `tenancy/${randomUUID()}`,
        uploaded_by: randomUUID(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      InvoicePayment: id,
      PaymentAllocation: allocations[0]!.id,
      InvoiceWithholding: withholding.id,
      InvoicePaymentFile: proof.id,
    };
  },
  async unchanged(system, made) {
    expect(
      await system.invoicing.db
        .selectFrom('invoice_payments')
        .select(['amount', 'allocated_amount', 'refunded_amount', 'status', 'version'])
        .where('id', '=', serviceId(made.InvoicePayment!))
        .execute(),
    ).toEqual([
      {
        amount: '1000.00',
        allocated_amount: '400.00',
        refunded_amount: '0.00',
        status: 'OPEN',
        version: 1,
      },
    ]);
    expect(
      await system.invoicing.db
        .selectFrom('invoice_withholdings')
        .select(['status', 'version'])
        .where('id', '=', made.InvoiceWithholding!)
        .execute(),
    ).toEqual([{ status: 'AWAITING_SLIP', version: 1 }]);
    expect(
      await system.invoicing.db
        .selectFrom('invoice_payment_files')
        .select('file_name')
        .where('id', '=', made.InvoicePaymentFile!)
        .execute(),
    ).toEqual([{ file_name: 'bukti-transfer.pdf' }]);
    expect(
      await system.invoicing.db
        .selectFrom('invoice_payment_refunds')
        .select('id')
        .where('payment_id', '=', serviceId(made.InvoicePayment!))
        .execute(),
    ).toEqual([]);
  },
});
