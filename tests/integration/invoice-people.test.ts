import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoicesAwaitingApprovalResponse } from '../../contracts/invoicing/sales-invoices.js';
import { signInRest, type Credentials, type Tokens } from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { mailsTo } from '../support/invoice-links.js';
import { organisationSuite } from '../support/organisation-suite.js';
import {
  draftInvoice,
  serviceInvoicesToWithhold,
  type InvoiceWriters,
} from '../support/sales-invoices.js';
import { pph23Of } from '../../formats/pph23.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { globalId } from './tenancy/seeds.js';

/**
 * The people an invoice waits for are told, in the real system: its named
 * approver is mailed in the language they chose (both languages when none)
 * when it is submitted naming them and when they are named while it waits,
 * over REST and over GraphQL (HTTP and WebSocket); and Home counts for each
 * member the invoices waiting for them (named to them, or naming no one and
 * neither written nor submitted by them), with the oldest ones; another
 * organisation's invoices count for nothing, and a member who may not
 * approve invoices is refused (REST) or shown none (GraphQL). And a
 * payment that pays several invoices over GraphQL records on each the PPh 23
 * the buyer withheld, by the rule the payment form shows before saving
 * (formats/pph23.ts), each invoice saying its rate.
 */
const suite = organisationSuite({
  name: 'PT Pemberitahuan Persetujuan',
  reader: ['invoices:read', 'sales-orders:read'],
  outsider: 'PT Lain Pemberitahuan',
});
const call = suite.invoicing;

/** The writer (a Maker & Approver) and the approvers: one who reads Indonesian, one who chose no language. */
let writers: InvoiceWriters;
let indonesian: Credentials;
let unchosen: Credentials;
let indonesianTokens: Tokens;
let unchosenTokens: Tokens;
/** Who issues the invoices a payment pays: the writer, and another Maker & Approver who approves. */
let payers: InvoiceWriters;

const awaiting = (by: Tokens) =>
  call<InvoicesAwaitingApprovalResponse>('GET', '/sales-invoices/awaiting-approval', by);

const submit = (id: string, by: Tokens = writers.writer) =>
  call<{ status: string }>('POST', `/sales-invoices/${id}/submit`, by);

beforeAll(async () => {
  const writer = await suite.signedInMember('MAKER_APPROVER');
  writers = {
    system: suite.system,
    organizationId: suite.organizationId,
    writer,
    approver: writer,
  };
  [indonesian, unchosen] = await Promise.all([
    suite.newMember('APPROVER'),
    suite.newMember('APPROVER'),
  ]);
  await suite.system.account.db
    .updateTable('users')
    .set({ language: 'id' })
    .where('id', '=', indonesian.userId)
    .execute();
  payers = { ...writers, approver: await suite.signedInMember('MAKER_APPROVER') };
  [indonesianTokens, unchosenTokens] = await Promise.all([
    signInRest(suite.system, indonesian),
    signInRest(suite.system, unchosen),
  ]);
});

describe('the approver an invoice names', () => {
  it('is mailed in Indonesian, the language they chose, when it is submitted naming them, with the link to it', async () => {
    const draft = await draftInvoice(writers, {
      buyerName: 'PT Pembeli Surat',
      approverId: indonesian.userId,
    });
    expect((await submit(draft.id)).status).toBe(200);
    const [mail] = await mailsTo(suite.system, indonesian.email);
    expect(mail!.subject).toBe('Faktur untuk PT Pembeli Surat menunggu persetujuan Anda');
    expect(mail!.text_body).toContain(
      `meminta persetujuan Anda atas faktur untuk PT Pembeli Surat (pesanan penjualan ${draft.salesOrder.number}) sebesar IDR 1.000.000,00.`,
    );
    expect(mail!.text_body).toContain(`/invoices/detail/${draft.id}`);
    expect(mail!.text_body).not.toContain('waits for your approval');
  });

  it('who chose no language is mailed in English and Indonesian when named while it waits; a draft or one naming no one mails nobody', async () => {
    const draft = await draftInvoice(writers, { buyerName: 'PT Pembeli Ganti' });
    expect((await submit(draft.id)).status).toBe(200);
    const changed = await call('POST', `/sales-invoices/${draft.id}/approver`, suite.owner, {
      approverId: unchosen.userId,
    });
    expect(changed.status).toBe(200);
    const [mail] = await mailsTo(suite.system, unchosen.email);
    expect(mail!.subject).toBe(
      'An invoice for PT Pembeli Ganti waits for your approval / Faktur untuk PT Pembeli Ganti menunggu persetujuan Anda',
    );
    expect(mail!.text_body).toContain('of IDR 1,000,000.00.');
    expect(mail!.text_body).toContain('sebesar IDR 1.000.000,00.');
    // A draft naming them is not mailed until it is submitted.
    await draftInvoice(writers, { approverId: unchosen.userId });
    expect(await mailsTo(suite.system, unchosen.email)).toHaveLength(1);
  });
});

describe('what waits for a member’s approval', () => {
  it('counts the invoices named to them and those naming no one they neither wrote nor submitted, oldest first; another organisation’s count for nothing', async () => {
    const before = {
      indonesian: (await awaiting(indonesianTokens)).body,
      unchosen: (await awaiting(unchosenTokens)).body,
      writer: (await awaiting(writers.writer)).body,
    };
    const named = await draftInvoice(writers, { approverId: indonesian.userId });
    const open = await draftInvoice(writers);
    await submit(named.id);
    await submit(open.id);
    const mine = (await awaiting(indonesianTokens)).body;
    expect(mine.count).toBe(before.indonesian.count + 2);
    expect(mine.invoiceIds.slice(-2)).toEqual([named.id, open.id]);
    // Named to another: not theirs; naming no one: theirs too.
    expect((await awaiting(unchosenTokens)).body.count).toBe(before.unchosen.count + 1);
    // Its writer and submitter never approves it.
    expect((await awaiting(writers.writer)).body.count).toBe(before.writer.count);
    expect((await awaiting(suite.outsider)).body).toEqual({ count: 0, invoiceIds: [] });
  });

  it('is refused to a member who may not approve invoices', async () => {
    const answer = await awaiting(suite.reader);
    expect(answer.status).toBe(403);
  });
});

const HOME = `{ homeSummary { approvals { payments invoices { count waiting { id customerName status } } } } }`;
type Home = {
  homeSummary: {
    approvals: {
      payments: number | null;
      invoices: {
        count: number;
        waiting: { id: string; customerName: string; status: string }[];
      } | null;
    } | null;
  };
};
const CHANGE = `mutation ($input: SalesInvoiceApproverInput!) {
  salesInvoiceChangeApprover(input: $input) { salesInvoice { id approver { email } } userErrors { field code } }
}`;

describe('over GraphQL', () => {
  let approver: GraphQLClient;
  let manager: GraphQLClient;
  beforeAll(async () => {
    [approver, manager] = await Promise.all([
      signedInClient(suite.system.url, indonesian),
      signedInClient(suite.system.url, suite.ownerCredentials),
    ]);
  });

  it('Home shows the invoices waiting for the viewer with their buyer; none to one who may not approve invoices', async () => {
    const draft = await draftInvoice(writers, {
      buyerName: 'PT Pembeli Beranda',
      approverId: indonesian.userId,
    });
    await submit(draft.id);
    const { data } = await approver.request<Home>(HOME);
    const invoices = data!.homeSummary.approvals!.invoices!;
    expect(invoices.count).toBe((await awaiting(indonesianTokens)).body.count);
    expect(invoices.waiting.length).toBe(Math.min(5, invoices.count));
    expect(invoices.waiting.map((row) => [row.customerName, row.status])).toContainEqual([
      'PT Pembeli Beranda',
      'PENDING_APPROVAL',
    ]);
    const reader = await signedInClient(suite.system.url, suite.readerCredentials);
    expect((await reader.request<Home>(HOME)).data!.homeSummary.approvals).toBeNull();
  });

  it.each(TRANSPORTS)(
    'naming another approver over %s mails them; another organisation’s invoice is not found, a member without invoices:manage is refused, and neither mails anyone',
    async (transport) => {
      const draft = await draftInvoice(writers, { buyerName: `PT Pembeli ${transport}` });
      await submit(draft.id);
      const input = {
        salesInvoiceId: globalId('SalesInvoice', draft.id),
        approverId: globalId('User', indonesian.userId),
      };
      const before = (await mailsTo(suite.system, indonesian.email)).length;
      const outsider = await signedInClient(suite.system.url, suite.outsiderCredentials);
      const refused = await send<{ salesInvoiceChangeApprover: { userErrors: UserErrors } }>(
        transport,
        outsider,
        CHANGE,
        { input },
      );
      expect(refused.data?.salesInvoiceChangeApprover.userErrors).toEqual([
        { field: 'salesInvoiceId', code: 'U-INV-SI-1' },
      ]);
      const reader = await signedInClient(suite.system.url, suite.readerCredentials);
      const forbidden = await send(transport, reader, CHANGE, { input });
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const changed = await send<{
        salesInvoiceChangeApprover: { salesInvoice: { approver: { email: string } } | null };
      }>(transport, manager, CHANGE, { input });
      expect(changed.data?.salesInvoiceChangeApprover.salesInvoice?.approver.email).toBe(
        indonesian.email,
      );
      const mails = await mailsTo(suite.system, indonesian.email, before + 1);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)!.subject).toBe(
        `Faktur untuk PT Pembeli ${transport} menunggu persetujuan Anda`,
      );
    },
  );
});

const PAY = `mutation ($input: InvoicePaymentCreateInput!) {
  invoicePaymentCreate(input: $input) {
    invoicePayment { allocatedAmount { amount } withholdings { invoiceNumber base { amount } rate amount { amount currency } slipNumber } }
    userErrors { field code }
  }
}`;
type Paid = {
  invoicePaymentCreate: {
    invoicePayment: {
      allocatedAmount: { amount: string };
      withholdings: {
        invoiceNumber: string;
        base: { amount: string };
        rate: string;
        amount: { amount: string; currency: string };
        slipNumber: string | null;
      }[];
    } | null;
    userErrors: UserErrors;
  };
};

describe.each(TRANSPORTS)('PPh 23 on a payment of several invoices over %s', (transport) => {
  it('each invoice says its rate, and the payment withholds on each what the shared rule computes; another organisation’s invoice is refused, a member without the permission is FORBIDDEN', async () => {
    const { buyerId, invoices } = await serviceInvoicesToWithhold(
      payers,
      `PT Pemotong ${transport}`,
    );
    const owner = await signedInClient(suite.system.url, suite.ownerCredentials);
    const rates = await owner.data<{ nodes: { withholdingRate: string }[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on SalesInvoice { withholdingRate } } }',
      { ids: invoices.map((invoice) => globalId('SalesInvoice', invoice.id)) },
    );
    // No NPWP in this organisation's company profile: 4% (UU PPh article 23 (1a)).
    expect(rates.nodes).toEqual([{ withholdingRate: '4.00' }, { withholdingRate: '4.00' }]);
    const input = {
      customerId: globalId('Customer', buyerId),
      paymentDate: '2026-11-20',
      amount: '511999.98',
      method: 'BANK_TRANSFER',
      withholdings: invoices.map((invoice, index) => ({
        invoiceId: globalId('SalesInvoice', invoice.id),
        slipNumber: `BP-${transport}-${index}`,
        slipDate: '2026-11-21',
      })),
    };
    const outsider = await signedInClient(suite.system.url, suite.outsiderCredentials);
    const refused = await send<Paid>(transport, outsider, PAY, { input });
    // Their buyer is not one of the outsider's: not found, nothing recorded.
    expect(refused.data?.invoicePaymentCreate).toEqual({
      invoicePayment: null,
      userErrors: [{ field: 'customerId', code: 'U-INV-PAY-2' }],
    });
    const reader = await signedInClient(suite.system.url, suite.readerCredentials);
    expect((await send(transport, reader, PAY, { input })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const paid = await send<Paid>(transport, owner, PAY, { input });
    expect(paid.data?.invoicePaymentCreate.userErrors).toEqual([]);
    const payment = paid.data!.invoicePaymentCreate.invoicePayment!;
    const expected = [pph23Of(['300000.00'], '4.00'), pph23Of(['233333.31'], '4.00')];
    expect(
      payment.withholdings.map((withholding) => [
        withholding.base.amount,
        withholding.rate,
        withholding.amount.amount,
        withholding.slipNumber,
      ]),
    ).toEqual(
      expected.map((figures, index) => [
        figures.base,
        figures.rate,
        figures.amount,
        `BP-${transport}-${index}`,
      ]),
    );
    // 12,000.00 and 9,333.33 withheld: 4% of 233,333.31 is 9,333.3324; paid 511,999.98, the rest.
    expect(expected.map((figures) => figures.amount)).toEqual(['12000.00', '9333.33']);
    expect(payment.allocatedAmount.amount).toBe('511999.98');
  });
});
