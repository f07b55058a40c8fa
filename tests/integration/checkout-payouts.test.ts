import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import {
  addMember,
  callRest,
  createdRest,
  createOrganization,
  manualAccountInput,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { latestChargeOrderId, mailedInvoice } from '../support/invoice-links.js';
import { createXenditProviderRest, importProviderReport } from '../support/payment-reports.js';
import { invoicingSuite } from '../support/sales-invoices.js';
import { localGatewayOf, TEST_TODAY } from '../support/system.js';
import { enterLineRest } from '../support/treasury-rest.js';

/**
 * What the gateway collected against what it paid out, fee by fee. Buyers pay
 * two invoices at checkout (a BCA virtual account and QRIS, through the local
 * Xendit sandbox); the sandbox pays both out less its fees; the merchant
 * imports the gateway's Detailed Transactions Report under Payment Providers,
 * the payout lands on the bank statement and is reconciled there. Each
 * payment made at checkout then shows its fee and its payout, and is Settled
 * on the payout's day; before the payout is reconciled it is Pending.
 */
const suite = invoicingSuite({ name: 'PT Penjual Payout', clients: true });

const START = `mutation ($input: CheckoutStartInput!) {
  checkoutStart(input: $input) { charge { status } userErrors { code } }
}`;
const PAYMENTS = `query ($invoiceId: ID) {
  invoicePayments(first: 10, invoiceId: $invoiceId) {
    edges { node {
      number source settlementStatus settledOn
      amount { amount } gatewayFee { amount currency }
      payout { id date amount { amount } reconciliationStatus }
    } }
  }
}`;
type Payment = {
  number: string;
  source: string;
  settlementStatus: string;
  settledOn: string | null;
  amount: { amount: string };
  gatewayFee: { amount: string; currency: string } | null;
  payout: {
    id: string;
    date: string;
    amount: { amount: string };
    reconciliationStatus: string;
  } | null;
};

const treasury = <T>(method: string, path: string, body?: unknown) =>
  suite.treasury<T>(method, path, suite.owner, body);

/** An invoice of `quantity` x 100,000.00 mailed to a new buyer, paid at checkout through `channel`: its id and the charge's order id. */
async function paidAtCheckout(quantity: string, channel: 'BCA_VA' | 'QRIS') {
  const { invoice, token } = await mailedInvoice(suite.writers, { quantity });
  const buyer = new GraphQLClient(suite.system.url);
  const started = await buyer.data<{ checkoutStart: { userErrors: unknown[] } }>(START, {
    input: { token, channel },
  });
  expect(started.checkoutStart.userErrors).toEqual([]);
  const orderId = await latestChargeOrderId(suite.system, invoice.id);
  const { sandbox } = localGatewayOf(suite.system);
  sandbox.pay(orderId);
  await sandbox.deliveries.waitFor(
    (attempt) =>
      attempt.orderId === orderId && attempt.status === 'PAID' && attempt.httpStatus === 200,
  );
  return { invoiceId: invoice.id, orderId };
}

/** The treasury's payout status of the checkout order `orderId`, as the member `tokens` asks for it. */
const payoutStatus = (orderId: string, tokens: Tokens) =>
  callRest<{ items: unknown[]; error?: { code: string } }>(
    suite.system.treasuryUrl,
    'GET',
    `/payment-records/payout-status?orderIds=${encodeURIComponent(orderId)}`,
    tokens,
  );

/**
 * The gateway's report of the orders `orderIds` imported under a new Xendit provider that pays
 * out into a new manual account: answers the account's id.
 */
async function reportImported(orderIds: string[]): Promise<string> {
  const account = await treasury<{ id: string }>('POST', '/bank-accounts', manualAccountInput());
  const provider = await createXenditProviderRest(suite.system, suite.owner, {
    name: 'Xendit Checkout',
    bankAccountId: account.body.id,
    secretKey: 'xnd_development_payout',
    webhookToken: 'tok-payout',
  });
  const { sandbox } = localGatewayOf(suite.system);
  const imported = await importProviderReport(
    suite.system,
    suite.owner,
    provider,
    sandbox.transactionsReport(orderIds),
  );
  expect(imported).toMatchObject({ status: 'COMPLETED' });
  return account.body.id;
}

/** The payout's line of `amount` on the account's statement on the payout's day, matched with its settlement. */
async function payoutReconciled(
  bankAccountId: string,
  payout: { id: string; date: string },
  amount: string,
): Promise<void> {
  const lineId = await enterLineRest(suite.system, suite.owner, {
    bankAccountId,
    transactionDate: payout.date,
    description: 'TRSF CR XENDIT PAYOUT',
    direction: 'CREDIT',
    amount,
  });
  const settlementId = Buffer.from(payout.id, 'base64url').toString().split(':')[1]!;
  await createdRest(suite.system.treasuryUrl, '/reconciliations', suite.owner, {
    statementTransactionIds: [lineId],
    items: [{ kind: 'PAYMENT_SETTLEMENT', id: settlementId }],
  });
}

const paymentOf = async (invoiceId: string, client = suite.ownerClient) =>
  (
    await client.data<{ invoicePayments: { edges: { node: Payment }[] } }>(PAYMENTS, {
      invoiceId: toGlobalId('SalesInvoice', invoiceId),
    })
  ).invoicePayments.edges.map((edge) => edge.node);

describe('a gateway’s payout of checkout payments', () => {
  it('shows each payment’s fee and payout once the report is imported, and settles them when the payout is reconciled on the statement', async () => {
    const va = await paidAtCheckout('3', 'BCA_VA');
    const qris = await paidAtCheckout('2', 'QRIS');
    expect(await paymentOf(va.invoiceId)).toEqual([
      expect.objectContaining({
        source: 'CHECKOUT',
        settlementStatus: 'PENDING',
        settledOn: null,
        gatewayFee: null,
        payout: null,
      }),
    ]);

    const { sandbox } = localGatewayOf(suite.system);
    // Paid out on the system's business day: the statement takes no line after its today.
    const payout = sandbox.payOut([va.orderId, qris.orderId], TEST_TODAY);
    // BCA VA: Rp 4,000 and 11% VAT of it; QRIS: 0.7% and 11% VAT of it.
    expect(payout.amount.toFixed(2)).toBe('494006.00');
    const accountId = await reportImported([va.orderId, qris.orderId]);

    const [vaPayment] = await paymentOf(va.invoiceId);
    const [qrisPayment] = await paymentOf(qris.invoiceId);
    expect(vaPayment).toMatchObject({
      settlementStatus: 'PENDING',
      gatewayFee: { amount: '4440.00', currency: 'IDR' },
      payout: { amount: { amount: '494006.00' }, reconciliationStatus: 'UNRECONCILED' },
    });
    expect(qrisPayment).toMatchObject({ gatewayFee: { amount: '1554.00' } });
    expect(qrisPayment!.payout!.id).toBe(vaPayment!.payout!.id);

    // The payout lands on the statement and is matched with the settlement.
    const payoutDate = vaPayment!.payout!.date;
    await payoutReconciled(accountId, vaPayment!.payout!, '494006.00');

    for (const invoiceId of [va.invoiceId, qris.invoiceId])
      expect(await paymentOf(invoiceId)).toEqual([
        expect.objectContaining({
          settlementStatus: 'SETTLED',
          settledOn: payoutDate,
          payout: expect.objectContaining({ reconciliationStatus: 'RECONCILED' }),
        }),
      ]);

    // The gateway holds or paid out a checkout payment's money: it is not cancelled in invoicing.
    const { id: paymentId } = await suite.system.invoicing.db
      .selectFrom('invoice_payment_allocations')
      .select('payment_id as id')
      .where('sales_invoice_id', '=', va.invoiceId)
      .executeTakeFirstOrThrow();
    const cancel = await callRest<{ error?: { code: string } }>(
      suite.system.invoicingUrl,
      'POST',
      `/invoice-payments/${paymentId}/cancel`,
      suite.owner,
      { reason: 'Salah bayar' },
    );
    expect([cancel.status, cancel.body.error?.code]).toEqual([409, 'U-INV-PAY-24']);

    // Who may not read payment providers sees the payment settled, not the gateway's side of it (fee, payout).
    const credentials = await addMember(suite.system, suite.writers.organizationId, [
      'invoice-payments:read',
      'invoices:read',
    ]);
    const reader = await signedInClient(suite.system.url, credentials);
    expect(await paymentOf(va.invoiceId, reader)).toEqual([
      expect.objectContaining({
        source: 'CHECKOUT',
        settlementStatus: 'SETTLED',
        settledOn: payoutDate,
        gatewayFee: null,
        payout: null,
      }),
    ]);
    // Another organisation's member learns nothing of these orders' payouts.
    const stranger = await createOrganization(suite.system, 'PT Bukan Pemilik');
    const answer = await payoutStatus(va.orderId, await signInRest(suite.system, stranger.owner));
    expect([answer.status, answer.body.items]).toEqual([200, []]);
    // Nor does a member who reads neither payments nor providers.
    const outsider = await signInRest(
      suite.system,
      await addMember(suite.system, suite.writers.organizationId, ['invoices:read']),
    );
    const refused = await payoutStatus(va.orderId, outsider);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'FORBIDDEN']);
  });
});
