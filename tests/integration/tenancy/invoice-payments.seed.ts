import { expect } from 'vitest';
import { defineSeed, globalId, serviceId } from './seeds.js';

/**
 * A payment of 1,000.00 allocated in part (400.00) to the issued invoice
 * their credit memo is written against. Its allocation's id is the service's
 * (PaymentAllocation.id), named only with its payment.
 */
export default defineSeed({
  needs: ['CreditMemo'],
  otherKinds: ['PaymentAllocation'],
  arguments: { allocationId: ['PaymentAllocation'] },
  async make({ browser, system }, made) {
    const invoice = await system.invoicing.db
      .selectFrom('credit_memos as m')
      .innerJoin('sales_invoices as s', 's.id', 'm.sales_invoice_id')
      .select(['s.id', 's.customer_id'])
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
    return { InvoicePayment: id, PaymentAllocation: allocations[0]!.id };
  },
  async unchanged(system, made) {
    expect(
      await system.invoicing.db
        .selectFrom('invoice_payments')
        .select(['amount', 'allocated_amount', 'status', 'version'])
        .where('id', '=', serviceId(made.InvoicePayment!))
        .execute(),
    ).toEqual([{ amount: '1000.00', allocated_amount: '400.00', status: 'OPEN', version: 1 }]);
  },
});
