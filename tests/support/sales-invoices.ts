import { beforeAll, expect } from 'vitest';
import type { InvoicePaymentResponse } from '../../contracts/invoicing/invoice-payments.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import type { System } from '../../system.js';
import {
  addMemberInBuiltInRole,
  callRest,
  createdRest,
  signInRest,
  type Tokens,
} from './factories.js';
import { insertActiveBuyer } from './invoicing.js';
import {
  OrganisationSuite,
  organisationSuite,
  type OrganisationSuiteOptions,
} from './organisation-suite.js';

/** Who writes invoices in a test's organisation: one member writes and submits, another approves. */
export type InvoiceWriters = {
  system: System;
  organizationId: string;
  writer: Tokens;
  approver: Tokens;
};

/**
 * The invoice writers of an organisation: two new members in the built-in maker-approver role,
 * signed in, the first writing and submitting, the second approving (no one approves their own).
 */
export async function invoiceWritersIn(
  system: System,
  organizationId: string,
): Promise<InvoiceWriters> {
  const [writer, approver] = (await Promise.all(
    [1, 2].map(async () =>
      signInRest(system, await addMemberInBuiltInRole(system, organizationId, 'MAKER_APPROVER')),
    ),
  )) as [Tokens, Tokens];
  return { system, organizationId, writer, approver };
}

/** A seller's company profile: its name and NPWP, and its address where the test needs one. */
export type SellerProfile = {
  name: string;
  taxNumber: string;
  address?: { street: string; city: string; province: string; postalCode: string };
};

/**
 * Saves the seller's company profile (in Jakarta's time zone, in rupiah) as its owner `by` does
 * over the account service's REST API: the seller the invoices issued from now on keep.
 */
export async function saveSellerProfile(
  system: Pick<System, 'accountUrl'>,
  by: Tokens,
  profile: SellerProfile,
): Promise<void> {
  const saved = await callRest<Record<string, unknown>>(
    system.accountUrl,
    'PUT',
    '/organization/profile',
    by,
    { ...profile, timeZone: 'Asia/Jakarta', defaultCurrency: 'IDR' },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** What an invoice is of: `quantity` x `unitPrice` without PPN, for a buyer (a new active one unless given). */
export type InvoiceOf = {
  quantity?: string;
  unitPrice?: string;
  buyerName?: string;
  buyerId?: string;
  paymentTermDays?: number;
  /** What the order line sells: goods (the default) or a service (from which a buyer may withhold PPh 23). */
  kind?: 'GOODS' | 'SERVICE';
  /** Billed from a goods receipt of the whole quantity, rather than from the order's line. */
  received?: boolean;
  /** The invoice's date, 2026-11-12 when left out; its order is dated 2026-11-05, or on that day when earlier. */
  invoiceDate?: string;
  /** The order's (and so the invoice's) currency; the buyer's (IDR) when left out. */
  currency?: 'IDR' | 'USD' | 'SGD';
  /** How the line is taxed: without PPN (the default), with PPN, which an e-Faktur reports, or as luxury goods. */
  taxCode?: 'PPN' | 'PPN_LUXURY' | 'NO_PPN';
  /** The PPnBM rate, percent, of a luxury line (`taxCode` PPN_LUXURY). */
  luxuryRate?: string;
  /** The member the invoice names as its approver (none when left out). */
  approverId?: string;
  /** The parts its grand total is paid in, when it has any. */
  milestones?: { name: string; percent: string; dueDate?: string }[];
};

const call = <T>(
  writers: InvoiceWriters,
  method: string,
  path: string,
  by: Tokens,
  body?: unknown,
) => callRest<T & { error?: unknown }>(writers.system.invoicingUrl, method, path, by, body);

/** A draft invoice of an open order for the buyer (or of its goods receipt), dated 2026-11-12 unless `of` dates it, over REST. */
export async function draftInvoice(
  writers: InvoiceWriters,
  of: InvoiceOf = {},
): Promise<SalesInvoiceResponse> {
  const quantity = of.quantity ?? '10';
  const invoiceDate = of.invoiceDate ?? '2026-11-12';
  const buyer =
    of.buyerId ??
    (await insertActiveBuyer(writers.system.invoicing.db, writers.organizationId, {
      name: of.buyerName ?? 'PT Pembeli Uji',
      // A limit is in rupiah: a buyer ordering in another currency has none.
      ...(of.currency && of.currency !== 'IDR' ? { creditLimit: '0.00' } : {}),
    }));
  const orderDate = invoiceDate < '2026-11-05' ? invoiceDate : '2026-11-05';
  const create = <T>(path: string, body: unknown) =>
    createdRest<T>(writers.system.invoicingUrl, path, writers.writer, body);
  const order = await create<SalesOrderResponse>('/sales-orders', {
    customerId: buyer,
    orderDate,
    ...(of.currency ? { currency: of.currency } : {}),
    lines: [
      {
        product: 'Jasa konsultasi',
        quantity,
        unitPrice: of.unitPrice ?? '100000.00',
        taxCode: of.taxCode ?? 'NO_PPN',
        ...(of.kind ? { kind: of.kind } : {}),
        ...(of.luxuryRate ? { luxuryRate: of.luxuryRate } : {}),
      },
    ],
  });
  let billed: { lines: { orderLine: number; quantity: string }[] } | { goodsReceiptIds: string[] } =
    { lines: [{ orderLine: 1, quantity }] };
  if (of.received) {
    const receipt = await create<{ id: string }>('/goods-receipts', {
      salesOrderId: order.id,
      receivedDate: orderDate,
      lines: [{ orderLine: 1, quantity }],
    });
    billed = { goodsReceiptIds: [receipt.id] };
  }
  return create<SalesInvoiceResponse>('/sales-invoices', {
    salesOrderId: order.id,
    invoiceDate,
    paymentTermDays: of.paymentTermDays ?? 30,
    ...billed,
    ...(of.approverId ? { approverId: of.approverId } : {}),
    ...(of.milestones ? { milestones: of.milestones } : {}),
  });
}

/** A draft invoice (`draftInvoice`) the writer submitted: waiting for approval, by the approver it names when `of` names one. */
export async function submittedInvoice(
  writers: InvoiceWriters,
  of: InvoiceOf = {},
): Promise<SalesInvoiceResponse> {
  const draft = await draftInvoice(writers, of);
  const submitted = await call<SalesInvoiceResponse>(
    writers,
    'POST',
    `/sales-invoices/${draft.id}/submit`,
    writers.writer,
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body;
}

/** An invoice written and submitted by the writer and approved by the approver: issued and numbered. */
export async function issuedInvoice(
  writers: InvoiceWriters,
  of: InvoiceOf = {},
): Promise<SalesInvoiceResponse> {
  const submitted = await submittedInvoice(writers, of);
  const approved = await call<SalesInvoiceResponse>(
    writers,
    'POST',
    `/sales-invoices/${submitted.id}/approve`,
    writers.approver,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body;
}

/**
 * Two issued invoices of services for one new buyer named `buyerName`, from
 * which it withholds PPh 23: 3 x 100,000.00 (tax base 300,000.00) and
 * 7 x 33,333.33 (233,333.31, whose 2% and 4% round to the sen).
 */
export async function serviceInvoicesToWithhold(
  writers: InvoiceWriters,
  buyerName: string,
): Promise<{ buyerId: string; invoices: SalesInvoiceResponse[] }> {
  const buyerId = await insertActiveBuyer(writers.system.invoicing.db, writers.organizationId, {
    name: buyerName,
  });
  const invoices = [
    await issuedInvoice(writers, { buyerId, quantity: '3', kind: 'SERVICE' }),
    await issuedInvoice(writers, {
      buyerId,
      quantity: '7',
      unitPrice: '33333.33',
      kind: 'SERVICE',
    }),
  ];
  return { buyerId, invoices };
}

/** What a buyer paid by bank transfer: `amount` on `paymentDate`, of which `allocated` (all of it unless said) pays the invoice. */
export type TransferPaid = {
  amount: string;
  paymentDate: string;
  allocated?: string;
  /** The invoice's PPh 23 withholding, booked with the payment (its slip awaited). */
  withholding?: boolean;
};

/**
 * A payment the member `by` records by hand over REST for a bank transfer from the invoice's
 * buyer, allocated to the invoice; the service must answer 201 Created: the payment.
 */
export async function transferRecorded(
  system: Pick<System, 'invoicingUrl'>,
  by: Tokens,
  invoice: { id: string; customer: { id: string } },
  { amount, paymentDate, allocated = amount, withholding = false }: TransferPaid,
): Promise<InvoicePaymentResponse> {
  return createdRest<InvoicePaymentResponse>(system.invoicingUrl, '/invoice-payments', by, {
    customerId: invoice.customer.id,
    paymentDate,
    amount,
    method: 'BANK_TRANSFER',
    allocations: [{ invoiceId: invoice.id, amount: allocated }],
    ...(withholding ? { withholdings: [{ invoiceId: invoice.id }] } : {}),
  });
}

/**
 * The organisation an invoicing test file works in (`OrganisationSuite`) with its invoice
 * writers (`invoiceWritersIn`); set before the file's tests (read them in hooks and tests).
 */
export class InvoicingSuite extends OrganisationSuite {
  writer!: Tokens;
  approver!: Tokens;

  /** The organisation's invoice writers, for `draftInvoice` and `issuedInvoice`. */
  get writers(): InvoiceWriters {
    const { system, organizationId, writer, approver } = this;
    return { system, organizationId, writer, approver };
  }

  /** An invoice of the organisation written, submitted and approved (`issuedInvoice`). */
  issued = (of: InvoiceOf = {}) => issuedInvoice(this.writers, of);
}

/** An invoicing test file's organisation on the worker's system (`InvoicingSuite`), made before the file's tests. */
export function invoicingSuite(options: OrganisationSuiteOptions): InvoicingSuite {
  const suite = organisationSuite(options, new InvoicingSuite());
  beforeAll(async () => {
    ({ writer: suite.writer, approver: suite.approver } = await invoiceWritersIn(
      suite.system,
      suite.organizationId,
    ));
  });
  return suite;
}
