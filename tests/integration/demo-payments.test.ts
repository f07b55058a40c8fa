import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBank, type DemoBank } from '../../demo/bank.js';
import { DEMO_APPROVERS, demoApproverSignIns } from '../../demo/members.js';
import { DEMO_COMPANY_PROFILE, DEMO_INVOICE_BANK_DETAILS } from '../../demo/invoicing.js';
import { DEMO, seedDemo } from '../../demo/seed.js';
import {
  INVOICE_LINK_TOKEN_HEADER,
  type InvoiceLinkResponse,
} from '../../contracts/invoicing/invoice-links.js';
import type { SalesInvoiceListResponse } from '../../contracts/invoicing/sales-invoices.js';
import { addDays } from '../../formats/calendar.js';
import type { System } from '../../system.js';
import { authHeaders, callRest, signInRest } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { latestChargeOrderId, linkTokenIn, mailsTo } from '../support/invoice-links.js';
import { importProviderReport } from '../support/payment-reports.js';
import { pdfText } from '../support/pdf-text.js';
import { oathtoolCode } from '../support/oathtool.js';
import { TEST_DATE, localGatewayOf, startTestSystem } from '../support/system.js';
import { eventually } from '../support/eventually.js';
import { expectToContainEach } from '../support/text.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-demo-payments-'));
let bank: DemoBank;
let system: System;

beforeAll(async () => {
  // The demo as `npm start` makes it: its operations and payroll accounts on the sandbox bank, over SNAP.
  bank = await startDemoBank(dataDir, pino({ level: 'silent' }));
  system = await startTestSystem(
    {},
    {},
    { snapBaseUrl: bank.snapBaseUrl, snapBankPublicKey: bank.bankPublicKey },
  );
  await seedDemo(system.account.db, system.accountUrl, system.treasuryUrl, {
    bank,
    now: new Date(`${TEST_DATE}T03:00:00Z`),
    invoicing: { url: system.invoicingUrl, db: system.invoicing.db },
  });
}, 120_000);

afterAll(async () => {
  await system?.stop();
  await bank?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A payment of the demo as the payments query reads it: waiting for `approvalsRequired` approvals, paying `alias` for `description`. */
const waitingForApproval = (
  method: string,
  amount: string,
  approvalsRequired: number,
  alias: string,
  description: string,
) => ({
  status: 'NEEDS_APPROVAL',
  method,
  amount: { amount },
  approvalsRequired,
  counterparty: { alias },
  expectedTransaction: { description },
});

describe('the demo’s payments and transfers', () => {
  it('when the demo opens, payments wait for approval (the large one for two), the payroll funding repeats monthly, and an approval rule says why', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{
      payments: {
        edges: {
          node: {
            status: string;
            method: string;
            amount: { amount: string };
            approvalsRequired: number;
            counterparty: { alias: string };
            expectedTransaction: { description: string } | null;
          };
        }[];
      };
      transfers: {
        edges: {
          node: {
            status: string;
            method: string;
            amount: { amount: string };
            recurrence: { unit: string; every: number } | null;
            destinationAccount: { alias: string };
          };
        }[];
      };
      approvalRules: { name: string; approvalsRequired: number }[];
    }>(
      `{ payments(first: 10) { edges { node { status method amount { amount } approvalsRequired counterparty { alias } expectedTransaction { description } } } }
         transfers(first: 10) { edges { node { status method amount { amount } recurrence { unit every } destinationAccount { alias } } } }
         approvalRules { name approvalsRequired } }`,
    );
    expect(seen.approvalRules).toEqual([{ name: 'Pembayaran besar', approvalsRequired: 2 }]);
    expect(
      seen.payments.edges
        .map(({ node }) => node)
        .sort((a, b) => a.counterparty.alias.localeCompare(b.counterparty.alias)),
    ).toEqual([
      waitingForApproval(
        'BI_FAST',
        '45000000.00',
        1,
        'Graha Properti',
        'Sewa kantor Desember 2026',
      ),
      waitingForApproval('BI_FAST', '18725000.00', 1, 'Mitra Logistik', 'Jasa pengiriman November'),
      waitingForApproval(
        'SAME_BANK',
        '126400000.00',
        2,
        'Sumber Makmur',
        'Pembelian bahan baku PO-2026-0880',
      ),
    ]);
    expect(seen.transfers.edges.map(({ node }) => node)).toEqual([
      {
        status: 'NEEDS_APPROVAL',
        method: 'RTGS',
        amount: { amount: '350000000.00' },
        recurrence: { unit: 'MONTHS', every: 1 },
        destinationAccount: { alias: 'Mandiri Payroll' },
      },
    ]);
  });

  it('when the demo expects money from or to a counterparty, the expected transaction names it', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{
      expectedTransactions: { edges: { node: { counterparty: { alias: string } | null } }[] };
    }>(
      '{ expectedTransactions(first: 5, search: "Sewa kantor Desember 2026") { edges { node { counterparty { alias } } } } }',
    );
    expect(seen.expectedTransactions.edges.map(({ node }) => node.counterparty)).toEqual([
      { alias: 'Graha Properti' },
    ]);
  });

  it('the demo’s Xendit account holds last week’s sales by day of settlement, and the BRI account the bank’s credit of each settlement, for reconciliation to match', async () => {
    const client = await signedInClient(system.url, DEMO);
    type Seen = {
      paymentProviders: { edges: { node: { name: string } }[] };
      paymentSettlements: {
        edges: { node: { date: string; amount: { amount: string }; recordCount: number } }[];
      };
      statementTransactions: { edges: { node: { date: string; amount: { amount: string } } }[] };
    };
    const read = () =>
      client.data<Seen>(
        `{ paymentProviders(first: 10) { edges { node { name } } }
           paymentSettlements(first: 20) { edges { node { date amount { amount } recordCount } } }
           statementTransactions(first: 20, search: "XENDIT SETTLEMENT") { edges { node { date amount { amount } } } } }`,
      );
    // The report is imported by a job: wait for its settlements.
    let seen = await read();
    await eventually(
      async () => (seen = await read()).paymentSettlements.edges.length >= 5,
      20_000,
      100,
    );
    expect(seen.paymentProviders.edges.map(({ node }) => node.name)).toEqual([
      'Xendit Toko Online',
    ]);
    const settlements = seen.paymentSettlements.edges
      .map(({ node }) => node)
      .sort((a, b) => a.date.localeCompare(b.date));
    // Sales settle the next morning: the week's five earlier days, 3, 2, 3 (a failed card payment is not paid out), 2 and 3 sales; yesterday's still wait.
    expect(settlements.map((settlement) => settlement.recordCount)).toEqual([3, 2, 3, 2, 3]);
    const credits = seen.statementTransactions.edges
      .map(({ node }) => [node.date, node.amount.amount])
      .sort();
    expect(credits).toEqual(
      settlements.map((settlement) => [settlement.date, settlement.amount.amount]),
    );
  });
});

describe('the demo’s story', () => {
  it('when the demo opens, the cash flow of the imported BRI weeks is categorised by the demo’s rules, none left Uncategorised', async () => {
    const client = await signedInClient(system.url, DEMO);
    type Row = { category: string | null; lineCount: number };
    const { cashFlow } = await client.data<{ cashFlow: { inflows: Row[]; outflows: Row[] } }>(
      'query ($from: Date!, $to: Date!) { cashFlow(currency: IDR, from: $from, to: $to, granularity: MONTH) { inflows { category lineCount } outflows { category lineCount } } }',
      { from: addDays(TEST_DATE, -45), to: TEST_DATE },
    );
    expect(cashFlow.inflows).toEqual([
      { category: 'SALES', lineCount: 280 },
      { category: 'INTEREST_INCOME', lineCount: 3 },
      { category: null, lineCount: 0 },
    ]);
    expect(cashFlow.outflows).toEqual([
      { category: 'PAYROLL', lineCount: 9 },
      { category: 'UTILITIES', lineCount: 6 },
      { category: 'INVENTORY', lineCount: 153 },
      { category: 'TAXES', lineCount: 9 },
      { category: 'OTHER', lineCount: 115 },
      { category: null, lineCount: 0 },
    ]);
  });

  it('when the demo opens, suppliers’ bills are due: one overdue and one due this week to be paid, one waiting for approval, one draft', async () => {
    const client = await signedInClient(system.url, DEMO);
    const { bills } = await client.data<{
      bills: {
        edges: {
          node: {
            number: string;
            status: string;
            paymentStatus: string;
            dueDate: string;
            amount: { amount: string };
          };
        }[];
      };
    }>(
      '{ bills(first: 10) { edges { node { number status paymentStatus dueDate amount { amount } } } } }',
    );
    expect(bills.edges.map(({ node }) => node)).toEqual([
      {
        number: 'SJD-INV-55012',
        status: 'APPROVED',
        paymentStatus: 'UNPAID',
        dueDate: addDays(TEST_DATE, -3),
        amount: { amount: '4995000.00' },
      },
      {
        number: 'NKP/2026/11/1187',
        status: 'APPROVED',
        paymentStatus: 'UNPAID',
        dueDate: addDays(TEST_DATE, 4),
        amount: { amount: '23650000.00' },
      },
      {
        number: 'PK/2026/3321',
        status: 'SUBMITTED',
        paymentStatus: 'UNPAID',
        dueDate: addDays(TEST_DATE, 10),
        amount: { amount: '12480000.00' },
      },
      {
        number: 'CBP-0912',
        status: 'CREATED',
        paymentStatus: 'UNPAID',
        dueDate: addDays(TEST_DATE, 28),
        amount: { amount: '7250000.00' },
      },
    ]);
  });

  it('when the demo opens, the matching engine has run and proposals wait in Reconciliation for review', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{
      reconciliationLastRunAt: string | null;
      reconciliationProposals: {
        totalCount: number;
        edges: { node: { status: string; statementTransactions: { description: string }[] } }[];
      };
    }>(
      '{ reconciliationLastRunAt reconciliationProposals(first: 100) { totalCount edges { node { status statementTransactions { description } } } } }',
    );
    expect(seen.reconciliationLastRunAt).not.toBeNull();
    expect(seen.reconciliationProposals.totalCount).toBe(36);
    expect(new Set(seen.reconciliationProposals.edges.map(({ node }) => node.status))).toEqual(
      new Set(['PENDING']),
    );
  });

  it('when the second demo approver signs in with her authenticator’s code (the secret `npm start` prints), she gives the large payment the approval it waits for and it is scheduled', async () => {
    const [dewi] = (await demoApproverSignIns(system.account.db)).filter(
      (approver) => approver.email === DEMO_APPROVERS.second.email,
    );
    const secret = dewi!.authenticatorSecret!;
    const client = new GraphQLClient(system.url);
    const first = await client.data<{ signIn: { twoFactorRequired: boolean } }>(
      'mutation ($i: SignInInput!) { signIn(input: $i) { twoFactorRequired } }',
      {
        i: { email: 'dewi@kas.id', password: 'Demo1234' },
      },
    );
    expect(first.signIn.twoFactorRequired).toBe(true);
    await client.data(
      'mutation ($i: SignInTwoFactorInput!) { signInTwoFactor(input: $i) { userErrors { code } } }',
      { i: { method: 'AUTHENTICATOR_APP', code: oathtoolCode(secret) } },
    );
    type Order = {
      id: string;
      version?: number;
      status: string;
      amount: { amount: string };
      approvals: { approver: { fullName: string } | null }[];
    };
    const { payments } = await client.data<{ payments: { edges: { node: Order }[] } }>(
      '{ payments(first: 10) { edges { node { id version status amount { amount } approvals { approver { fullName } } } } } }',
    );
    const large = payments.edges
      .map(({ node }) => node)
      .find((order) => order.amount.amount === '126400000.00')!;
    expect(large.approvals).toEqual([{ approver: { fullName: 'Andi Pratama' } }]);

    const approved = await client.data<{
      paymentsApprove: { payments: Order[]; userErrors: unknown[] };
    }>(
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { id status amount { amount } approvals { approver { fullName } } } userErrors { field code message } } }',
      { input: { ids: [large.id], versions: [large.version], code: oathtoolCode(secret, 1) } },
    );
    expect(approved.paymentsApprove).toEqual({
      payments: [
        {
          id: large.id,
          status: 'SCHEDULED',
          amount: { amount: '126400000.00' },
          approvals: [
            { approver: { fullName: 'Andi Pratama' } },
            { approver: { fullName: 'Dewi Anggraini' } },
          ],
        },
      ],
      userErrors: [],
    });
  });
});

describe('the demo’s receivables', () => {
  it('when the demo opens, buyers have orders, receipts, issued invoices (one waiting, one a draft) and a credit memo taken off two of them', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{
      salesInvoices: { edges: { node: { status: string; number: string | null } }[] };
      salesOrders: { edges: { node: { status: string } }[] };
      creditMemos: { edges: { node: { status: string; applications: unknown[] } }[] };
    }>(
      `{
        salesInvoices(first: 20) { edges { node { status number } } }
        salesOrders(first: 20) { edges { node { status } } }
        creditMemos(first: 20) { edges { node { status applications { invoiceNumber } } } }
      }`,
    );
    expect(seen.salesInvoices.edges.map(({ node }) => node.status).sort()).toEqual([
      'DRAFT',
      'ISSUED',
      'ISSUED',
      'ISSUED',
      'PENDING_APPROVAL',
    ]);
    expect(seen.salesOrders.edges.map(({ node }) => node.status).sort()).toEqual([
      'OPEN',
      'OPEN',
      'OPEN',
      'REJECTED',
    ]);
    expect(
      seen.creditMemos.edges.map(({ node }) => [node.status, node.applications.length]),
    ).toEqual([['APPLIED', 2]]);
  });

  it('when the demo opens, two suppliers have purchase orders: materials partly delivered, installation work still open', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{
      purchaseOrders: {
        edges: {
          node: {
            supplierName: string;
            status: string;
            fulfillmentStatus: string;
            lines: { kind: string; unit: string }[];
          };
        }[];
      };
    }>(
      `{ purchaseOrders(first: 20) { edges { node { supplierName status fulfillmentStatus lines { kind unit } } } } }`,
    );
    expect(
      seen.purchaseOrders.edges
        .map(({ node }) => [node.supplierName, node.status, node.fulfillmentStatus])
        .sort(),
    ).toEqual([
      ['CV Karya Mandiri Teknik', 'OPEN', 'UNFULFILLED'],
      ['PT Sumber Makmur Sejahtera', 'OPEN', 'PARTIALLY_FULFILLED'],
    ]);
    expect(seen.purchaseOrders.edges.flatMap(({ node }) => node.lines)).toContainEqual({
      kind: 'SERVICE',
      unit: 'UM.0026',
    });
  });
});

describe('the demo as the README describes it', () => {
  it('when the demo opens, every count the README states is what the seed made', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{
      counterparties: { totalCount: number };
      bankAccounts: { alias: string }[];
      expectedTransactions: { totalCount: number };
      ahead: { totalCount: number };
      deposits: { totalCount: number };
      usd: { totalCount: number };
      sgd: { totalCount: number };
      customers: { totalCount: number };
    }>(
      `query ($today: Date!) { counterparties(first: 1) { totalCount }
         bankAccounts { alias }
         expectedTransactions(first: 1) { totalCount }
         ahead: expectedTransactions(first: 1, dateFrom: $today) { totalCount }
         deposits(first: 1) { totalCount }
         usd: fxRates(first: 1, currency: USD) { totalCount }
         sgd: fxRates(first: 1, currency: SGD) { totalCount }
         customers(first: 1, stage: ACTIVE) { totalCount } }`,
      { today: TEST_DATE },
    );
    expect(seen).toEqual({
      // 25 and the company's own, which transfers between its accounts name.
      counterparties: { totalCount: 26 },
      bankAccounts: [
        { alias: 'BCA Operasional' },
        { alias: 'BNI Valas USD' },
        { alias: 'BRI Penerimaan' },
        { alias: 'Mandiri Payroll' },
      ],
      expectedTransactions: { totalCount: 41 },
      ahead: { totalCount: 10 },
      deposits: { totalCount: 3 },
      // The weekdays of the last 90 days, and today's dollar rate entered by hand.
      usd: { totalCount: 66 },
      sgd: { totalCount: 65 },
      customers: { totalCount: 3 },
    });
  });
});

describe('the demo company names itself completely', () => {
  it('when the demo opens, the company profile has its NPWP and address; every invoice names the demo’s own BCA account, and the PDF, the buyer’s page and the e-Faktur file name the seller with its NPWP, NITKU and address', async () => {
    const client = await signedInClient(system.url, DEMO);
    const {
      viewer: { organization },
    } = await client.data<{
      viewer: {
        organization: {
          profile: {
            legalName: string | null;
            taxNumber: string | null;
            address: { street: string | null; city: string | null; postalCode: string | null };
          } | null;
        };
      };
    }>(
      '{ viewer { organization { profile { legalName taxNumber address { street city postalCode } } } } }',
    );
    expect(organization.profile).toEqual({
      legalName: 'PT Sinar Nusantara Makmur',
      taxNumber: '018765432071000',
      address: {
        street: 'Jl. Jenderal Gatot Subroto Kav. 38, Menara Sinar Lt. 12',
        city: 'Jakarta Selatan',
        postalCode: '12710',
      },
    });

    const owner = await signInRest(system, DEMO);
    const invoices = (await (
      await fetch(`${system.invoicingUrl}/sales-invoices?first=20`, { headers: authHeaders(owner) })
    ).json()) as SalesInvoiceListResponse;
    expect(invoices.items.map(({ node }) => node.bankDetails)).toEqual(
      Array(5).fill('BCA 0123456789 a.n. PT SINAR NUSANTARA MAKMUR'),
    );
    expect(DEMO_INVOICE_BANK_DETAILS).toBe('BCA 0123456789 a.n. PT SINAR NUSANTARA MAKMUR');

    const issued = invoices.items.find(({ node }) => node.status === 'ISSUED')!.node;
    const pdf = await fetch(`${system.invoicingUrl}/sales-invoices/${issued.id}/pdf?language=id`, {
      headers: authHeaders(owner),
    });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text.join(' ');
    expectToContainEach(text, [
      'PT Sinar Nusantara Makmur',
      'Jl. Jenderal Gatot Subroto Kav. 38, Menara Sinar Lt. 12, Jakarta Selatan, DKI Jakarta 12710',
      'NPWP 01.876.543.2-071.000',
      'BCA 0123456789 a.n. PT SINAR NUSANTARA MAKMUR',
    ]);

    // The buyer's page of the invoice mailed to PT Sinar Jaya Abadi.
    const token = linkTokenIn((await mailsTo(system, 'keuangan@sinarjaya.co.id'))[0]!);
    const link = (await (
      await fetch(`${system.invoicingUrl}/invoice-link`, {
        headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
      })
    ).json()) as InvoiceLinkResponse;
    expect(link.invoice).toMatchObject({
      seller: {
        name: 'PT Sinar Nusantara Makmur',
        legalName: 'PT Sinar Nusantara Makmur',
        taxNumber: '018765432071000',
        nitku: '0018765432071000000000',
        address:
          'Jl. Jenderal Gatot Subroto Kav. 38, Menara Sinar Lt. 12, Jakarta Selatan, DKI Jakarta 12710',
      },
      buyerName: 'PT Sinar Jaya Abadi',
      bankDetails: 'BCA 0123456789 a.n. PT SINAR NUSANTARA MAKMUR',
    });

    // The month's e-Faktur file: the three issued invoices, each with the seller's NITKU.
    const efaktur = await fetch(
      `${system.invoicingUrl}/sales-invoices/coretax?month=${TEST_DATE.slice(0, 7)}`,
      { headers: authHeaders(owner) },
    );
    const xml = await efaktur.text();
    expect(efaktur.status, xml).toBe(200);
    const values = (name: string) =>
      [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);
    expect(values('TIN')).toEqual(['0018765432071000']);
    expect(values('SellerIDTKU')).toEqual(Array(3).fill('0018765432071000000000'));
    expect(values('BuyerName').sort()).toEqual([
      'CV Berkah Makmur',
      'CV Berkah Makmur',
      'PT Sinar Jaya Abadi',
    ]);
    expect(DEMO_COMPANY_PROFILE.taxNumber).toBe('018765432071000');
  });
});

describe('the README’s payout recipe', () => {
  it('when a buyer pays a demo invoice at checkout and the sandbox pays it out, the report imported into Xendit Toko Online and the payout’s line entered on BRI Penerimaan reconcile, and the payment is Settled with its gateway fee', async () => {
    const owner = await signInRest(system, DEMO);
    const seller = await signedInClient(system.url, DEMO);
    const treasury = <T>(method: string, path: string, body?: unknown) =>
      callRest<T & { error?: unknown }>(system.treasuryUrl, method, path, owner, body);
    // A buyer opens the paint invoice's link from its mail and pays it by virtual account.
    const [mail] = await mailsTo(system, 'finance@berkahmakmur.id', 2);
    const token = linkTokenIn(mail!);
    const opened = (await (
      await fetch(`${system.invoicingUrl}/invoice-link`, {
        headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
      })
    ).json()) as InvoiceLinkResponse;
    const invoices = (await (
      await fetch(`${system.invoicingUrl}/sales-invoices?first=20`, { headers: authHeaders(owner) })
    ).json()) as SalesInvoiceListResponse;
    const invoice = invoices.items.find(({ node }) => node.number === opened.invoice!.number)!.node;
    const started = await new GraphQLClient(system.url).data<{
      checkoutStart: { userErrors: unknown[] };
    }>(
      'mutation ($input: CheckoutStartInput!) { checkoutStart(input: $input) { userErrors { code } } }',
      { input: { token, channel: 'MANDIRI_VA' } },
    );
    expect(started.checkoutStart.userErrors).toEqual([]);
    const orderId = await latestChargeOrderId(system, invoice.id);
    const { sandbox } = localGatewayOf(system);
    sandbox.pay(orderId);
    await sandbox.deliveries.waitFor(
      (attempt) =>
        attempt.orderId === orderId && attempt.status === 'PAID' && attempt.httpStatus === 200,
    );

    // 1. The payout (`POST <sandbox>/sandbox/xendit/payouts` calls this), on the demo's business day.
    const payout = sandbox.payOut([orderId], new Date(`${TEST_DATE}T05:00:00Z`));
    // 2. The report, imported into the provider the demo has.
    const { items: providers } = (
      await treasury<{ items: { node: { id: string; name: string } }[] }>(
        'GET',
        '/payment-providers',
      )
    ).body;
    const provider = providers.find(({ node }) => node.name === 'Xendit Toko Online')!.node;
    const report = await fetch(`${sandbox.url}/sandbox/xendit/reports/transactions.csv`);
    expect(report.status).toBe(200);
    expect(
      await importProviderReport(system, owner, provider.id, sandbox.transactionsReport([orderId])),
    ).toMatchObject({ status: 'COMPLETED' });
    // 3. The payout's line, entered on BRI Penerimaan (Transactions, Add transaction).
    const { items: accounts } = (
      await treasury<{ items: { id: string; alias: string }[] }>('GET', '/bank-accounts')
    ).body;
    const collections = accounts.find((account) => account.alias === 'BRI Penerimaan')!;
    const line = await treasury<{ id: string }>('POST', '/statement-transactions', {
      bankAccountId: collections.id,
      transactionDate: TEST_DATE,
      description: 'TRSF CR XENDIT PAYOUT',
      direction: 'CREDIT',
      amount: payout.amount.toFixed(2),
    });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    // 4. Reconciled with the payout's settlement: the payment is Settled with its fee.
    type Payment = {
      settlementStatus: string;
      gatewayFee: { amount: string } | null;
      payout: { id: string; amount: { amount: string } } | null;
    };
    const payments = async () =>
      (
        await seller.data<{ invoicePayments: { edges: { node: Payment }[] } }>(
          `query ($invoiceId: ID) { invoicePayments(first: 10, invoiceId: $invoiceId) {
             edges { node { settlementStatus gatewayFee { amount } payout { id amount { amount } } } } } }`,
          { invoiceId: Buffer.from(`SalesInvoice:${invoice.id}`).toString('base64url') },
        )
      ).invoicePayments.edges.map(({ node }) => node);
    const [pending] = await payments();
    expect(pending).toMatchObject({
      settlementStatus: 'PENDING',
      payout: { amount: { amount: payout.amount.toFixed(2) } },
    });
    const settlementId = Buffer.from(pending!.payout!.id, 'base64url').toString().split(':')[1]!;
    const matched = await treasury('POST', '/reconciliations', {
      statementTransactionIds: [line.body.id],
      items: [{ kind: 'PAYMENT_SETTLEMENT', id: settlementId }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);
    const [settled] = await payments();
    expect(settled).toMatchObject({
      settlementStatus: 'SETTLED',
      gatewayFee: { amount: payout.fees.toFixed(2) },
    });
  });
});
