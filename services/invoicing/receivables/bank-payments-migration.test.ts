import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoicingMigratedBefore,
  legacyBuyerWithOrder,
  migrateInvoicingToTheEnd,
} from '../../../tests/support/invoicing-migrations.js';

/**
 * Migration 0024 turns each settlement a bank credit's match made of an
 * invoice before payments existed (`receivable_settlements`, 0013) into the
 * BANK payment it stands for: numbered in its booking month after that
 * month's payments, settled on its booking date, allocated to its invoice,
 * which stays paid as it was. On a database migrated in two steps, with such
 * settlements between.
 */
let db: Kysely<unknown>;
const organizationId = randomUUID();
const writer = randomUUID();
const approver = randomUUID();
const invoiceId = randomUUID();
const [first, second] = [randomUUID(), randomUUID()];

beforeAll(async () => {
  // Migrated up to 0023, given rows, then to the end.
  db = await invoicingMigratedBefore('0024');
  const { customerId, orderId } = await legacyBuyerWithOrder(
    db,
    { organizationId, writer },
    { name: 'PT Pembeli Lama', email: 'keuangan@lama.co.id', total: '1000000' },
  );
  await sql`
    insert into sales_invoices (id, organization_id, number, customer_id, sales_order_id, invoice_date,
                                payment_term_days, due_date, currency, status, subtotal, discount, tax_base,
                                other_tax_base, vat, grand_total, submitted_by, submitted_at, approved_by,
                                approved_at, created_by)
    values (${invoiceId}, ${organizationId}, 'INV/2026/11/0001', ${customerId}, ${orderId},
            '2026-11-05', 30, '2026-12-05', 'IDR', 'ISSUED', 1000000, 0, 1000000, 0, 0, 1000000, ${writer},
            now(), ${approver}, now(), ${writer})`.execute(db);
  // Three payments were numbered in November already: the first settlement's payment is the fourth.
  await sql`
    insert into document_number_counters (organization_id, document_type, period, last_number)
    values (${organizationId}, 'INVOICE_PAYMENT', '2026-11', 3)`.execute(db);
  await sql`
    insert into receivable_settlements (organization_id, sales_invoice_id, reconciliation_id, amount, booked_on,
                                        created_by)
    values (${organizationId}, ${invoiceId}, ${first}, 400000, '2026-11-20', ${writer}),
           (${organizationId}, ${invoiceId}, ${second}, 600000, '2026-12-02', ${approver})`.execute(
    db,
  );
});

afterAll(async () => {
  await db?.destroy();
});

describe('settlements made before bank credits were payments', () => {
  it('become BANK payments, numbered, settled and allocated, and their invoice stays paid as it was', async () => {
    const paidBefore = await sql<{ status: string; paid_amount: string }>`
      select status, paid_amount from sales_invoices where id = ${invoiceId}`.execute(db);
    expect(paidBefore.rows).toEqual([{ status: 'PAID', paid_amount: '1000000.00' }]);

    await migrateInvoicingToTheEnd(db);

    const payments = await sql<Record<string, string>>`
      select p.number, p.source, p.source_ref, p.payment_date::text, p.amount, p.allocated_amount, p.status,
             p.settlement_status, p.settled_on::text, p.settled_by, p.created_by, a.amount as allocated
        from invoice_payments p join invoice_payment_allocations a on a.payment_id = p.id
       where p.organization_id = ${organizationId}
       order by p.payment_date`.execute(db);
    expect(payments.rows).toEqual([
      {
        number: 'PAY/2026/11/0004',
        source: 'BANK',
        source_ref: `${first}:${invoiceId}`,
        payment_date: '2026-11-20',
        amount: '400000.00',
        allocated_amount: '400000.00',
        status: 'ALLOCATED',
        settlement_status: 'SETTLED',
        settled_on: '2026-11-20',
        settled_by: first,
        created_by: writer,
        allocated: '400000.00',
      },
      {
        number: 'PAY/2026/12/0001',
        source: 'BANK',
        source_ref: `${second}:${invoiceId}`,
        payment_date: '2026-12-02',
        amount: '600000.00',
        allocated_amount: '600000.00',
        status: 'ALLOCATED',
        settlement_status: 'SETTLED',
        settled_on: '2026-12-02',
        settled_by: second,
        created_by: approver,
        allocated: '600000.00',
      },
    ]);
    const invoice = await sql<{ status: string; paid_amount: string; remaining_amount: string }>`
      select status, paid_amount, remaining_amount from sales_invoices where id = ${invoiceId}`.execute(
      db,
    );
    expect(invoice.rows).toEqual([
      { status: 'PAID', paid_amount: '1000000.00', remaining_amount: '0.00' },
    ]);
    const counters = await sql<{ period: string; last_number: number }>`
      select period, last_number from document_number_counters
       where organization_id = ${organizationId} and document_type = 'INVOICE_PAYMENT' order by period`.execute(
      db,
    );
    expect(counters.rows).toEqual([
      { period: '2026-11', last_number: 4 },
      { period: '2026-12', last_number: 1 },
    ]);
    const left = await sql<{ exists: boolean }>`
      select to_regclass('invoicing.receivable_settlements') is not null as exists`.execute(db);
    expect(left.rows).toEqual([{ exists: false }]);
  });
});
