import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoicingMigratedBefore,
  legacyBuyerWithOrder,
  migrateInvoicingToTheEnd,
} from '../../../tests/support/invoicing-migrations.js';
import { rowsOf } from '../../../tests/support/database.js';

/**
 * Migration 0040 writes the invoice ledger (`invoice_movements`) from the rows
 * that took money off invoices before it: each allocation, credit memo
 * application and live withholding becomes its movement, and every invoice's
 * figures replay from them as they were, its version untouched. From then on
 * a row's change moves its invoice through the ledger. On a database migrated
 * in two steps, with such rows between (an empty database, not the run's
 * migrated template).
 */
let db: Kysely<unknown>;
const organizationId = randomUUID();
const writer = randomUUID();
const approver = randomUUID();
const [partly, withheld, paid] = [randomUUID(), randomUUID(), randomUUID()];
const [payment, fullPayment, memo] = [randomUUID(), randomUUID(), randomUUID()];
const [allocation, application, awaiting, received, cancelled] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];

type Figures = {
  id: string;
  status: string;
  paid_amount: string;
  credited_amount: string;
  withheld_amount: string;
  withholding_pending: string;
  remaining_amount: string;
  version: number;
};
const figures = () =>
  rowsOf(
    db,
    sql<Figures>`
      select id, status, paid_amount, credited_amount, withheld_amount, withholding_pending, remaining_amount, version
        from sales_invoices where organization_id = ${organizationId} order by number`,
  );
const movements = () =>
  rowsOf(
    db,
    sql<{ invoice_id: string; kind: string; source_id: string; amount: string }>`
      select invoice_id, kind, source_id, amount from invoice_movements
       where organization_id = ${organizationId} order by id`,
  );

async function issue(id: string, number: string, customerId: string, orderId: string) {
  await sql`
    insert into sales_invoices (id, organization_id, number, customer_id, sales_order_id, invoice_date,
                                payment_term_days, due_date, currency, status, subtotal, discount, tax_base,
                                other_tax_base, vat, grand_total, submitted_by, submitted_at, approved_by,
                                approved_at, created_by, buyer)
    values (${id}, ${organizationId}, ${number}, ${customerId}, ${orderId}, '2026-11-05', 30, '2026-12-05', 'IDR',
            'ISSUED', 1000000, 0, 1000000, 0, 0, 1000000, ${writer}, now(), ${approver}, now(), ${writer},
            '{}')`.execute(db);
}

beforeAll(async () => {
  db = await invoicingMigratedBefore('0040');
  const { customerId, orderId } = await legacyBuyerWithOrder(
    db,
    { organizationId, writer },
    { name: 'PT Pembeli Buku', email: 'keuangan@buku.co.id', total: '3000000' },
  );
  await issue(partly, 'INV/2026/11/0001', customerId, orderId);
  await issue(withheld, 'INV/2026/11/0002', customerId, orderId);
  await issue(paid, 'INV/2026/11/0003', customerId, orderId);
  await sql`
    insert into invoice_payments (id, organization_id, number, customer_id, payment_date, currency, amount, method,
                                  created_by)
    values (${payment}, ${organizationId}, 'PAY/2026/11/0001', ${customerId}, '2026-11-20', 'IDR', 700000,
            'BANK_TRANSFER', ${writer}),
           (${fullPayment}, ${organizationId}, 'PAY/2026/11/0002', ${customerId}, '2026-11-21', 'IDR', 1000000,
            'CASH', ${writer})`.execute(db);
  await sql`
    insert into invoice_payment_allocations (id, organization_id, payment_id, sales_invoice_id, amount, allocated_by)
    values (${allocation}, ${organizationId}, ${payment}, ${partly}, 400000, ${writer})`.execute(
    db,
  );
  await sql`
    insert into invoice_payment_allocations (organization_id, payment_id, sales_invoice_id, amount, allocated_by)
    values (${organizationId}, ${payment}, ${withheld}, 300000, ${writer}),
           (${organizationId}, ${fullPayment}, ${paid}, 1000000, ${writer})`.execute(db);
  await sql`
    insert into credit_memos (id, organization_id, number, customer_id, sales_invoice_id, memo_date, currency, amount,
                              reason, created_by)
    values (${memo}, ${organizationId}, 'CM/2026/11/0001', ${customerId}, ${partly}, '2026-11-22', 'IDR', 150000,
            'Barang rusak', ${writer})`.execute(db);
  await sql`
    insert into credit_memo_applications (id, organization_id, credit_memo_id, sales_invoice_id, amount, applied_by)
    values (${application}, ${organizationId}, ${memo}, ${partly}, 100000, ${writer})`.execute(db);
  await sql`
    insert into invoice_withholdings (id, organization_id, sales_invoice_id, base, rate, amount, status, created_by)
    values (${awaiting}, ${organizationId}, ${partly}, 1000000, 2, 20000, 'AWAITING_SLIP', ${writer}),
           (${cancelled}, ${organizationId}, ${withheld}, 1000000, 2, 20000, 'AWAITING_SLIP', ${writer})`.execute(
    db,
  );
  await sql`
    update invoice_withholdings set status = 'CANCELLED', cancellation_reason = 'Salah tarif',
                                    cancelled_by = ${writer}, cancelled_at = now()
     where id = ${cancelled}`.execute(db);
  await sql`
    insert into invoice_withholdings (id, organization_id, sales_invoice_id, base, rate, amount, status,
                                      slip_number, slip_date, created_by, received_by, received_at)
    values (${received}, ${organizationId}, ${withheld}, 1000000, 4, 40000, 'RECEIVED', 'BP-0001', '2026-11-23',
            ${writer}, ${writer}, now())`.execute(db);
});

afterAll(async () => {
  await db?.destroy();
});

describe('the invoice ledger written from the rows of before', () => {
  it('when migrated, every allocation, application and live withholding is a movement, and every invoice keeps its figures and version', async () => {
    const was = await figures();
    expect(was.map(({ version: _, ...rest }) => rest)).toEqual([
      {
        id: partly,
        status: 'ISSUED',
        paid_amount: '400000.00',
        credited_amount: '100000.00',
        withheld_amount: '0.00',
        withholding_pending: '20000.00',
        remaining_amount: '480000.00',
      },
      {
        id: withheld,
        status: 'ISSUED',
        paid_amount: '300000.00',
        credited_amount: '0.00',
        withheld_amount: '40000.00',
        withholding_pending: '0.00',
        remaining_amount: '660000.00',
      },
      {
        id: paid,
        status: 'PAID',
        paid_amount: '1000000.00',
        credited_amount: '0.00',
        withheld_amount: '0.00',
        withholding_pending: '0.00',
        remaining_amount: '0.00',
      },
    ]);

    await migrateInvoicingToTheEnd(db);

    expect(await figures()).toEqual(was);
    const written = await movements();
    expect(written.filter((row) => row.invoice_id === partly)).toEqual([
      { invoice_id: partly, kind: 'ALLOCATION', source_id: allocation, amount: '400000.00' },
      { invoice_id: partly, kind: 'CREDIT_APPLIED', source_id: application, amount: '100000.00' },
      { invoice_id: partly, kind: 'WITHHOLDING_RESERVED', source_id: awaiting, amount: '20000.00' },
    ]);
    expect(
      written.filter((row) => row.invoice_id === withheld).map((row) => [row.kind, row.amount]),
    ).toEqual([
      ['ALLOCATION', '300000.00'],
      ['WITHHOLDING_RECEIVED', '40000.00'],
    ]);
    expect(
      written.filter((row) => row.invoice_id === paid).map((row) => [row.kind, row.amount]),
    ).toEqual([['ALLOCATION', '1000000.00']]);
  });

  it('when a row changes after it, its invoice moves by a reversal and an entry of the ledger, once per change', async () => {
    const [was] = await figures();
    await sql`
      update invoice_withholdings set status = 'RECEIVED', slip_number = 'BP-0002', slip_date = '2026-11-24'
       where id = ${awaiting}`.execute(db);
    await sql`delete from invoice_payment_allocations where id = ${allocation}`.execute(db);

    const [now] = await figures();
    expect(now).toEqual({
      ...was,
      paid_amount: '0.00',
      withheld_amount: '20000.00',
      withholding_pending: '0.00',
      remaining_amount: '880000.00',
      version: was!.version + 2,
    });
    expect((await movements()).filter((row) => row.invoice_id === partly).slice(3)).toEqual([
      {
        invoice_id: partly,
        kind: 'WITHHOLDING_RESERVED',
        source_id: awaiting,
        amount: '-20000.00',
      },
      { invoice_id: partly, kind: 'WITHHOLDING_RECEIVED', source_id: awaiting, amount: '20000.00' },
      { invoice_id: partly, kind: 'ALLOCATION', source_id: allocation, amount: '-400000.00' },
    ]);
  });

  it('when a movement is changed or deleted, it is refused: the ledger is only added to', async () => {
    await expect(
      sql`update invoice_movements set amount = 1 where source_id = ${application}`.execute(db),
    ).rejects.toMatchObject({ code: '23514', constraint: 'invoice_movements_kept' });
    await expect(
      sql`delete from invoice_movements where source_id = ${application}`.execute(db),
    ).rejects.toMatchObject({ code: '23514', constraint: 'invoice_movements_kept' });
    const [partlyNow] = await figures();
    expect(partlyNow!.credited_amount).toBe('100000.00');
  });

  it('when a movement names another organisation’s invoice, it is refused as not found', async () => {
    await expect(
      sql`
        insert into invoice_movements (organization_id, invoice_id, kind, source_id, amount)
        values (${randomUUID()}, ${paid}, 'CREDIT_APPLIED', ${randomUUID()}, 1)`.execute(db),
    ).rejects.toMatchObject({ code: '23503', constraint: 'invoice_movements_organization' });
    expect((await figures())[2]!.credited_amount).toBe('0.00');
  });
});
