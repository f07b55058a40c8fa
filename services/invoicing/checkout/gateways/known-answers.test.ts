import { describe, expect, it } from 'vitest';
import { GatewayRefusal } from './gateway.js';
import { MidtransGateway, statusAgreesWithCode } from './midtrans.js';
import { XenditGateway } from './xendit.js';

/**
 * Both adapters read the providers' own published examples, beside the local
 * sandbox's (gateways.test.ts): what the sandbox says is checked against what
 * the providers say they send.
 *
 * Midtrans publishes its signature's recipe with an example's inputs
 * (order_id "1111", status_code "200", gross_amount "100000.00", server key
 * "askvnoibnosifnboseofinbofinfgbiufglnbfg") but not its digest, and its
 * sample notifications without a signature (or with it cut short): each
 * signature below is SHA-512 of order_id + status_code + gross_amount + that
 * server key, as documented at https://docs.midtrans.com/reference/receiving-notifications,
 * computed apart from the adapter (`printf '%s' … | sha512sum`).
 */

const MIDTRANS_DOCS_SERVER_KEY = 'askvnoibnosifnboseofinbofinfgbiufglnbfg';
const midtrans = new MidtransGateway({ serverKey: MIDTRANS_DOCS_SERVER_KEY });
const body = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
const refusalOf = (verify: () => unknown) => {
  try {
    verify();
  } catch (error) {
    if (error instanceof GatewayRefusal) return { reason: error.reason, orderId: error.orderId };
    throw error;
  }
  throw new Error('the notification was believed');
};

/** The pending BCA virtual account notification of Midtrans's Python client (`examples/transaction_actions/notification_example.py`). */
const PENDING_BCA_VA = {
  currency: 'IDR',
  fraud_status: 'accept',
  gross_amount: '24145.00',
  order_id: 'test-transaction-321',
  payment_type: 'bank_transfer',
  status_code: '201',
  status_message: 'Success, Bank Transfer transaction is created',
  transaction_id: '6ee793df-9b1d-4343-8eda-cc9663b4222f',
  transaction_status: 'pending',
  transaction_time: '2018-10-24 15:34:33',
  va_numbers: [{ bank: 'bca', va_number: '490526303019299' }],
  // SHA-512("test-transaction-321" + "201" + "24145.00" + server key)
  signature_key:
    '002a760c7a69bb9f2845c915750abb9a85ee412886cab5b166ddcad945b010603562f0cb89ae0b736d365a1c727793d35b30486d16e7360778c18916661720d0',
};

describe('Midtrans’s published examples', () => {
  it('when the documentation’s signature example is a settlement notification, it verifies and is paid', () => {
    const event = midtrans.verifyWebhook(
      {},
      body({
        transaction_time: '2021-06-15 18:45:13',
        transaction_status: 'settlement',
        transaction_id: '513f1f01-c9da-474c-9fc9-d5c64364b709',
        status_message: 'midtrans payment notification',
        status_code: '200',
        signature_key:
          'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231',
        settlement_time: '2021-06-15 18:45:28',
        payment_type: 'bank_transfer',
        order_id: '1111',
        gross_amount: '100000.00',
        fraud_status: 'accept',
        currency: 'IDR',
        va_numbers: [{ bank: 'bni', va_number: '9888887776655443' }],
      }),
    );
    expect(event).toEqual({
      provider: 'MIDTRANS',
      providerRef: '513f1f01-c9da-474c-9fc9-d5c64364b709',
      orderId: '1111',
      status: 'PAID',
      amount: '100000.00',
      paidAt: '2021-06-15T11:45:28.000Z',
      channel: 'BNI_VA',
      eventId: 'midtrans:513f1f01-c9da-474c-9fc9-d5c64364b709:settlement:200',
    });
  });

  it('when the Python client’s pending BCA notification arrives signed, it verifies and waits for the buyer', () => {
    expect(midtrans.verifyWebhook({}, body(PENDING_BCA_VA))).toEqual({
      provider: 'MIDTRANS',
      providerRef: '6ee793df-9b1d-4343-8eda-cc9663b4222f',
      orderId: 'test-transaction-321',
      status: 'PENDING',
      amount: '24145.00',
      paidAt: null,
      channel: 'BCA_VA',
      eventId: 'midtrans:6ee793df-9b1d-4343-8eda-cc9663b4222f:pending:201',
    });
  });

  it('when that signed pending notification has its status edited to settlement, it is refused: the status is not what its signed code says', () => {
    const edited = { ...PENDING_BCA_VA, transaction_status: 'settlement' };
    expect(refusalOf(() => midtrans.verifyWebhook({}, body(edited)))).toEqual({
      reason: 'UNSIGNED_STATUS',
      orderId: 'test-transaction-321',
    });
    // Its status code edited too, the signature no longer holds.
    const recoded = { ...edited, status_code: '200' };
    expect(refusalOf(() => midtrans.verifyWebhook({}, body(recoded)))).toEqual({
      reason: 'BAD_SIGNATURE',
      orderId: null,
    });
  });

  it('when Get Status’s partial refund sample arrives, it is a reversal of its refund_amount, not of all of it', () => {
    // https://docs.midtrans.com/reference/get-transaction-status-card, the partial_refund answer.
    const event = midtrans.verifyWebhook(
      {},
      body({
        status_code: '200',
        status_message: 'Success, refund request is approved by the bank',
        transaction_id: '249fc620-6017-4540-af7c-5a1c25788f46',
        masked_card: '48111111-1114',
        order_id: 'example-1424936368',
        payment_type: 'credit_card',
        transaction_time: '2015-02-26 14:39:33',
        transaction_status: 'partial_refund',
        fraud_status: 'accept',
        approval_code: '1424936374393',
        // SHA-512("example-1424936368" + "200" + "30000.00" + server key)
        signature_key:
          'dd5d32870584ebde194861f84ae34399503bff8cd8b1b9ff30c3cf972837cd9bc48c4c8ec936d8c0fc32b3769876cebf2e7944ce690aca31a104a7c2923d5681',
        bank: 'bni',
        gross_amount: '30000.00',
        refund_amount: '12000.00',
        refunds: [
          {
            refund_chargeback_id: 1,
            refund_amount: '12000.00',
            created_at: '2015-02-26 14:39:33',
            reason: 'Refund reason',
          },
        ],
      }),
    );
    expect(event).toMatchObject({
      orderId: 'example-1424936368',
      status: 'REFUNDED',
      amount: '30000.00',
      reversedAmount: '12000.00',
      eventId: 'midtrans:249fc620-6017-4540-af7c-5a1c25788f46:partial_refund:200:12000.00',
    });
  });

  it('when a signed notification names a status Midtrans documents but we do not act on, it is refused as unsupported with its order id', () => {
    const authorize = {
      ...PENDING_BCA_VA,
      status_code: '200',
      transaction_status: 'authorize',
      // SHA-512("test-transaction-321" + "200" + "24145.00" + server key)
      signature_key:
        '9abfaf1caeb57f39fc1cf9b6acfd780711910f13585e9a7c23a32e4b28884d7a024988122776aba405bb12a0902303e957c7c11aca4f64f7690c9de2aabecf4e',
    };
    expect(refusalOf(() => midtrans.verifyWebhook({}, body(authorize)))).toEqual({
      reason: 'UNSUPPORTED',
      orderId: 'test-transaction-321',
    });
  });

  it('when statuses are compared with their codes, the table is Midtrans’s: a refund is signed 200 like a settlement, a pending one 201', () => {
    expect(statusAgreesWithCode('settlement', '200')).toBe(true);
    expect(statusAgreesWithCode('refund', '200')).toBe(true);
    expect(statusAgreesWithCode('partial_chargeback', '200')).toBe(true);
    expect(statusAgreesWithCode('pending', '201')).toBe(true);
    expect(statusAgreesWithCode('settlement', '201')).toBe(false);
    expect(statusAgreesWithCode('deny', '202')).toBe(true);
    expect(statusAgreesWithCode('expire', '407')).toBe(true);
    expect(statusAgreesWithCode('settlement', '407')).toBe(false);
  });
});

describe('Xendit’s published example', () => {
  /** The invoice callback example of Xendit's API reference (https://developers.xendit.co/api-reference/#invoice-callback). */
  const CALLBACK = {
    id: '579c8d61f23fa4ca35e52da4',
    external_id: 'invoice_123124123',
    user_id: '5781d19b2e2385880609791c',
    is_high: true,
    payment_method: 'BANK_TRANSFER',
    status: 'PAID',
    merchant_name: 'Xendit',
    amount: 50000,
    paid_amount: 50000,
    bank_code: 'PERMATA',
    paid_at: '2016-10-12T08:15:03.404Z',
    payer_email: 'wildan@xendit.co',
    description: 'This is a description',
    adjusted_received_amount: 47500,
    fees_paid_amount: 0,
    updated: '2016-10-10T08:15:03.404Z',
    created: '2016-10-10T08:15:03.404Z',
    currency: 'IDR',
    payment_channel: 'PERMATA',
    payment_destination: '888888888888',
  };
  const xendit = new XenditGateway({
    secretKey: 'xnd_development_example',
    callbackToken: 'the-verification-token-of-the-dashboard',
  });

  it('when the API reference’s PAID callback comes with our token, it is a paid Permata virtual account of 50,000.00', () => {
    const event = xendit.verifyWebhook(
      { 'x-callback-token': 'the-verification-token-of-the-dashboard' },
      body(CALLBACK),
    );
    expect(event).toEqual({
      provider: 'XENDIT',
      providerRef: '579c8d61f23fa4ca35e52da4',
      orderId: 'invoice_123124123',
      status: 'PAID',
      amount: '50000.00',
      paidAt: '2016-10-12T08:15:03.404Z',
      channel: 'PERMATA_VA',
      eventId: 'xendit:579c8d61f23fa4ca35e52da4:PAID:2016-10-10T08:15:03.404Z',
    });
  });

  it('when the same callback names a status Xendit’s invoices do not have, it is refused as unsupported with its order id, not as forged', () => {
    expect(
      refusalOf(() =>
        xendit.verifyWebhook(
          { 'x-callback-token': 'the-verification-token-of-the-dashboard' },
          body({ ...CALLBACK, status: 'REFUNDED' }),
        ),
      ),
    ).toEqual({ reason: 'UNSUPPORTED', orderId: 'invoice_123124123' });
  });
});
