import type { Kysely } from 'kysely';
import type { InvoicingDatabase } from '../services/invoicing/db-types.js';
import { DEMO_BANK_ACCOUNTS } from './bank.js';

type Headers = Record<string, string>;
type Send = (url: string, body: unknown, headers?: Headers) => Promise<unknown>;

/** Where the demo reaches invoicing: its REST API, and its database for the buyers (see `seedBuyers`). */
export type DemoInvoicing = { url: string; db: Kysely<InvoicingDatabase> };

/** How the demo writes: POST and PUT with a JSON body, refusing anything but a success. */
export type DemoWrites = { post: Send; put: Send };

/**
 * The demo company as its invoices, buyers' pages and e-Faktur file name it:
 * its NPWP (the head office's NITKU follows from it: the NPWP and 000000)
 * and its address, recorded in the company profile before anything is issued.
 */
export const DEMO_COMPANY_PROFILE = {
  legalName: 'PT Sinar Nusantara Makmur',
  taxNumber: '018765432071000',
  address: {
    street: 'Jl. Jenderal Gatot Subroto Kav. 38, Menara Sinar Lt. 12',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    postalCode: '12710',
  },
  phone: '+62215201234',
  email: 'keuangan@sinarnusantara.co.id',
} as const;

/** The company profile as the demo records it (PUT /organization/profile). */
const DEMO_COMPANY_PROFILE_BODY = {
  name: DEMO_COMPANY_PROFILE.legalName,
  ...DEMO_COMPANY_PROFILE,
  timeZone: 'Asia/Jakarta',
  defaultCurrency: 'IDR',
};

/** Where the demo's buyers pay by transfer: its own BCA operations account. */
export const DEMO_INVOICE_BANK_DETAILS = `BCA ${DEMO_BANK_ACCOUNTS.operations.accountNo} a.n. ${DEMO_BANK_ACCOUNTS.operations.name}`;

/** A Jakarta address from the regional dataset (services/invoicing/regions): Senayan, Kebayoran Baru. */
const address = (street1: string) => ({
  street1,
  provinceCode: '31',
  regencyCode: '31.74',
  districtCode: '31.74.07',
  villageCode: '31.74.07.1006',
  postalCode: '12190',
});

/** A VAT-registered company buyer's profile: its NPWP names it in the e-Faktur file. */
const company = (taxNumber: string, street: string, finance: string, hardCopy = false) => ({
  tax: { taxStatus: 'PKP', taxNumber },
  address: address(street),
  billingAddressSameAsRegistered: true,
  invoiceDelivery: {
    hardCopyRequired: hardCopy,
    financeContactName: 'Bagian Keuangan',
    financeContactEmail: finance,
  },
});

/** Approved buyers of the demo, with the terms their approval gave them. */
const BUYERS = [
  {
    name: 'PT Sinar Jaya Abadi',
    email: 'keuangan@sinarjaya.co.id',
    paymentTermDays: 30,
    creditLimit: '750000000.00',
    profile: company('0213456789012345', 'Jl. Asia Afrika No. 8', 'keuangan@sinarjaya.co.id', true),
  },
  {
    name: 'CV Berkah Makmur',
    email: 'finance@berkahmakmur.id',
    paymentTermDays: 14,
    creditLimit: '250000000.00',
    profile: company('0311223344556677', 'Jl. Pakubuwono VI No. 3', 'finance@berkahmakmur.id'),
  },
  {
    name: 'PT Nusantara Retail Indonesia',
    email: 'ap@nusantararetail.co.id',
    paymentTermDays: 45,
    creditLimit: '2000000000.00',
    profile: company(
      '0998877665544332',
      'Jl. Jenderal Sudirman Kav. 52',
      'ap@nusantararetail.co.id',
    ),
  },
] as const;

/**
 * The buyers the demo starts with, already approved. A buyer comes in through
 * its own request form and documents, which a person fills in (the customer
 * journey's tests do it through the browser); the demo writes the outcome,
 * an active buyer with its terms, straight into the invoicing database.
 */
async function seedBuyers(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  approvedBy: string,
): Promise<string[]> {
  const rows = await db
    .insertInto('customers')
    .values(
      BUYERS.map((buyer) => ({
        organization_id: organizationId,
        type: 'COMPANY' as const,
        status: 'ACTIVE' as const,
        name: buyer.name,
        email: buyer.email,
        payment_term_days: buyer.paymentTermDays,
        billing_cycle: 'MONTHLY' as const,
        credit_limit: buyer.creditLimit,
        approved_at: new Date(),
        approved_by: approvedBy,
        profile: JSON.stringify(buyer.profile),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A line of an order as the demo writes it. */
const line = (product: string, quantity: string, unitPrice: string, taxCode = 'PPN') => ({
  product,
  quantity,
  unitPrice,
  taxCode,
});

/** What both stages of the receivables send with: the service, the owner's and the approver's headers, the writes and the month's days. */
type Receivables = {
  invoicing: DemoInvoicing;
  owner: Headers;
  approver: Headers;
  post: Send;
  put: Send;
  accountUrl: string;
  /** The `n`th of this month, or today where that is later. */
  day: (n: number) => string;
};

/**
 * The demo's receivables, through invoicing's REST API with its rules: sales
 * orders (open, partly received, rejected), goods receipts, invoices (issued
 * by the owner and approved by the demo's maker-approver, one waiting for
 * approval, one draft) and a credit memo taken off two invoices of one buyer.
 * Dates are this month's, so the month's e-Faktur export holds the invoices.
 */
export async function seedInvoicing(
  invoicing: DemoInvoicing,
  owner: Headers & { 'x-organization-id': string },
  ownerId: string,
  approver: Headers,
  { post, put }: DemoWrites,
  today: string,
  accountUrl: string,
): Promise<void> {
  // The company profile first: an invoice keeps the seller as it was when it was issued.
  await put(`${accountUrl}/organization/profile`, DEMO_COMPANY_PROFILE_BODY, owner);
  const buyers = await seedBuyers(invoicing.db, owner['x-organization-id'], ownerId);
  const month = today.slice(0, 8);
  const day = (n: number) =>
    `${month}${String(Math.min(n, Number(today.slice(8)))).padStart(2, '0')}`;
  const receivables: Receivables = { invoicing, owner, approver, post, put, accountUrl, day };
  await seedSalesInvoices(receivables, await seedSalesOrders(receivables, buyers));
}

/**
 * The buyers' orders: cement (to be partly received), paint and shelving,
 * then, once orders wait for a member who may approve them, tiles turned down.
 */
async function seedSalesOrders(
  { invoicing, owner, post, put, accountUrl, day }: Receivables,
  [sinar, berkah, nusantara]: readonly string[],
): Promise<{ cement: string; paint: string; retail: string }> {
  const order = async (body: Record<string, unknown>) =>
    ((await post(`${invoicing.url}/sales-orders`, body, owner)) as { id: string }).id;

  const cement = await order({
    customerId: sinar,
    poReference: 'PO-SJA-2026-118',
    orderDate: day(2),
    requiredDate: day(20),
    lines: [
      line('Semen Portland 50 kg', '400', '68500.00'),
      line('Besi beton ulir 13 mm', '120', '142000.00'),
      line('Jasa pengiriman Jakarta', '1', '2500000.00', 'NO_PPN'),
    ],
    notes: 'Kirim ke proyek Kuningan, bongkar di lantai dasar.',
  });
  const paint = await order({
    customerId: berkah,
    orderDate: day(3),
    lines: [line('Cat tembok 20 L', '60', '1250000.00'), line('Kuas rol 9 inci', '40', '85000.00')],
  });
  const retail = await order({
    customerId: nusantara,
    poReference: 'NRI/PO/7781',
    orderDate: day(4),
    lines: [line('Rak gondola 2 m', '25', '3150000.00')],
  });
  // From here on an order waits for a member who may approve it: the tiles one, turned down.
  await put(
    `${accountUrl}/organization/orders-settings`,
    {
      defaultPaymentTermDays: 30,
      invoiceNumberPrefix: 'INV/',
      salesOrderNumberPrefix: 'SO/',
      salesOrderApprovalRequired: true,
      defaultCreditLimit: '0.00',
      defaultBillingCycle: 'MONTHLY',
    },
    owner,
  );
  const rejected = await order({
    customerId: berkah,
    orderDate: day(5),
    lines: [line('Keramik 60x60', '500', '145000.00')],
  });
  await post(
    `${invoicing.url}/sales-orders/${rejected}/reject`,
    { reason: 'Harga keramik belum disepakati pembeli' },
    owner,
  );
  return { cement, paint, retail };
}

/**
 * The orders' invoices: the cement receipt's in two milestones, two paint
 * invoices a credit memo is taken off, one shelving invoice waiting for
 * approval and one still a draft.
 */
async function seedSalesInvoices(
  { invoicing, owner, approver, post, day }: Receivables,
  orders: { cement: string; paint: string; retail: string },
): Promise<void> {
  // Part of the cement order arrived: the receipt is invoiced, the rest still open. The delivery,
  // without PPN, is billed apart: one e-Faktur has one transaction code.
  const receipt = (await post(
    `${invoicing.url}/goods-receipts`,
    {
      salesOrderId: orders.cement,
      receivedDate: day(6),
      lines: [
        { orderLine: 1, quantity: '250' },
        { orderLine: 2, quantity: '120' },
      ],
    },
    owner,
  )) as { id: string };
  const draft = async (body: Record<string, unknown>) =>
    ((await post(`${invoicing.url}/sales-invoices`, body, owner)) as { id: string }).id;
  const issue = async (body: Record<string, unknown>) => {
    const id = await draft(body);
    await post(`${invoicing.url}/sales-invoices/${id}/submit`, {}, owner);
    await post(`${invoicing.url}/sales-invoices/${id}/approve`, {}, approver);
    return id;
  };
  await issue({
    salesOrderId: orders.cement,
    invoiceDate: day(7),
    goodsReceiptIds: [receipt.id],
    milestones: [
      { name: 'Uang muka', percent: '30' },
      { name: 'Pelunasan', percent: '70' },
    ],
    bankDetails: DEMO_INVOICE_BANK_DETAILS,
  });
  const paintFirst = await issue({
    salesOrderId: orders.paint,
    invoiceDate: day(8),
    lines: [{ orderLine: 1, quantity: '40' }],
    bankDetails: DEMO_INVOICE_BANK_DETAILS,
  });
  const paintSecond = await issue({
    salesOrderId: orders.paint,
    invoiceDate: day(9),
    bankDetails: DEMO_INVOICE_BANK_DETAILS,
    lines: [
      { orderLine: 1, quantity: '20' },
      { orderLine: 2, quantity: '40' },
    ],
  });
  // Three cans arrived damaged: what they cost comes off both paint invoices.
  await post(
    `${invoicing.url}/credit-memos`,
    {
      invoiceId: paintFirst,
      memoDate: day(10),
      amount: '4162500.00',
      reason: 'Tiga kaleng cat rusak saat pengiriman',
      applications: [
        { invoiceId: paintFirst, amount: '2775000.00' },
        { invoiceId: paintSecond, amount: '1387500.00' },
      ],
    },
    owner,
  );
  const waiting = await draft({
    salesOrderId: orders.retail,
    invoiceDate: day(11),
    lines: [{ orderLine: 1, quantity: '10' }],
    bankDetails: DEMO_INVOICE_BANK_DETAILS,
  });
  await post(`${invoicing.url}/sales-invoices/${waiting}/submit`, {}, owner);
  await draft({
    salesOrderId: orders.retail,
    invoiceDate: day(12),
    lines: [{ orderLine: 1, quantity: '5' }],
    bankDetails: DEMO_INVOICE_BANK_DETAILS,
  });
}

/**
 * What the demo organisation ordered from two of its suppliers (treasury
 * counterparties): cement and steel from one, partly delivered, and
 * installation work from the other, still open. Through invoicing's REST API,
 * as the BFF sends it once it has found the supplier.
 */
export async function seedPurchaseOrders(
  invoicingUrl: string,
  owner: Headers & { 'x-organization-id': string },
  suppliers: { materials: { id: string; name: string }; works: { id: string; name: string } },
  post: DemoWrites['post'],
  today: string,
): Promise<void> {
  const month = today.slice(0, 8);
  const day = (n: number) =>
    `${month}${String(Math.min(n, Number(today.slice(8)))).padStart(2, '0')}`;
  const materials = (await post(
    `${invoicingUrl}/purchase-orders`,
    {
      supplier: suppliers.materials,
      supplierReference: 'SQ-2611-018',
      orderDate: day(2),
      notes: 'Kirim ke gudang Cikarang',
      lines: [
        { ...line('Semen Portland 50 kg', '200', '68000.00'), unit: 'UM.0022' },
        { ...line('Besi beton 10 mm', '120', '85000.00'), unit: 'UM.0021' },
      ],
    },
    owner,
  )) as { id: string };
  await post(
    `${invoicingUrl}/goods-receipts`,
    {
      purchaseOrderId: materials.id,
      receivedDate: day(6),
      notes: 'Pengiriman pertama',
      lines: [
        { orderLine: 1, quantity: '120' },
        { orderLine: 2, quantity: '120' },
      ],
    },
    owner,
  );
  await post(
    `${invoicingUrl}/purchase-orders`,
    {
      supplier: suppliers.works,
      orderDate: day(4),
      lines: [
        {
          ...line('Pemasangan rangka atap gudang', '3', '4500000.00'),
          kind: 'SERVICE',
          unit: 'UM.0026',
        },
      ],
    },
    owner,
  );
}
