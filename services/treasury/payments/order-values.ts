import Decimal from 'decimal.js';
import { blankToNull } from '../../kit/text.js';
import type { Transaction } from 'kysely';
import {
  MAX_RECURRENCE_EVERY,
  METHODS,
  type PaymentCreateBody,
  type PaymentMethod,
} from '../../../contracts/treasury/payments.js';
import type { TreasuryDatabase } from '../db-types.js';
import { parseApiAmount, parseBusinessDate } from '../expected-transactions/values.js';
import { paymentErrors as errors } from './errors.js';
import {
  findAccount,
  findCounterpartyAccount,
  listApprovalRules,
  type OrderValues,
} from './repository.js';

/**
 * An order's values after the spec's rules (section 5: date not in the past,
 * source and beneficiary different, an API connection, an active
 * counterparty, a tax number, one entity for a transfer and another for a
 * payment; the methods' limits), checked in the order a form shows its
 * fields, with the approval rule it meets. The one place these rules live:
 * a single create, a change and each row of a CSV import go through it. The
 * first rule broken is thrown as its `U-TRSY-TRF-n` error, naming its field.
 */
export async function orderValues(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  body: PaymentCreateBody,
  when: { today: string; timeZone: string },
): Promise<OrderValues> {
  const { today, timeZone } = when;
  const amount = parseApiAmount(body.amount);
  if (!amount) throw errors.invalidAmount();
  const paymentDate = parseBusinessDate(body.paymentDate);
  if (!paymentDate) throw errors.invalidDate();
  if (paymentDate < today) throw errors.dateInPast();
  const source = await findAccount(trx, organizationId, body.sourceAccountId, 'source');
  if (!source) throw errors.accountNotFound('sourceAccountId');
  if (source.connection_type !== 'API') throw errors.apiConnectionRequired();
  const destination = await beneficiaryOf(trx, organizationId, body, source);
  const method = methodOf(
    body.method,
    source.bank_code === destination.beneficiary.bankCode,
    source.currency,
    amount,
  );
  const rules = await listApprovalRules(trx, organizationId);
  const rule = rules.find(
    (candidate) =>
      (candidate.applies_to === 'ALL' || candidate.applies_to === body.kind) &&
      new Decimal(amount).greaterThanOrEqualTo(candidate.min_amount) &&
      (candidate.methods.length === 0 || candidate.methods.includes(method)),
  );
  return {
    kind: body.kind,
    sourceAccountId: source.id,
    ...destination,
    method,
    currency: source.currency,
    amount,
    fee: METHODS[method].fee,
    paymentDate,
    memo: blankToNull(body.memo),
    notes: blankToNull(body.notes),
    approvals: rule
      ? { required: rule.approvals_required, roles: rule.approver_roles, ruleId: rule.id }
      : { required: 1, roles: [], ruleId: null },
    recurrence: recurrenceOf(body.recurrence, paymentDate),
    expectedTransactionId: await expectedTransactionPaid(
      trx,
      organizationId,
      body.expectedTransactionId,
      {
        kind: body.kind,
        amount,
        currency: source.currency,
        sourceAccountId: source.id,
        ...destination,
      },
    ),
    refundOf: refundOf(body),
    billId: await billPaid(trx, organizationId, body, {
      kind: body.kind,
      amount,
      currency: source.currency,
      counterpartyId: destination.counterpartyId,
    }),
    timeZone,
  };
}

/** The invoicing payment whose credit a payment pays back, when it names one: a one-off payment paying nothing else. */
function refundOf(body: PaymentCreateBody): string | null {
  if (!body.refundOf) return null;
  if (body.kind !== 'PAYMENT' || body.recurrence || body.billId || body.expectedTransactionId)
    throw errors.refundAlone();
  return body.refundOf;
}

/**
 * The bill a payment pays (spec: a bill payment must match the bill's
 * amount, currency and counterparty), when it names one: the organisation's,
 * approved and not paid in any part. Share-locked until the order is written,
 * so a change or a cancellation of the bill waits; a second payment of it at
 * the same moment is refused by the database (migrations/0055-baseline, payments).
 */
async function billPaid(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  body: PaymentCreateBody,
  order: Pick<OrderValues, 'kind' | 'amount' | 'currency' | 'counterpartyId'>,
): Promise<string | null> {
  if (!body.billId) return null;
  if (body.expectedTransactionId) throw errors.paysBoth();
  const bill = await trx
    .selectFrom('bills')
    .select(['id', 'status', 'amount', 'currency', 'counterparty_id', 'reconciled_amount'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', body.billId)
    .forShare()
    .executeTakeFirst();
  if (!bill) throw errors.billNotFound();
  if (
    order.kind !== 'PAYMENT' ||
    !new Decimal(bill.amount).equals(order.amount) ||
    bill.currency !== order.currency ||
    bill.counterparty_id !== order.counterpartyId
  ) {
    throw errors.billMismatch('billId');
  }
  if (bill.status !== 'APPROVED' || new Decimal(bill.reconciled_amount).greaterThan(0))
    throw errors.billNotPayable();
  return bill.id;
}

/**
 * The expected transaction an order pays, when it names one: the
 * organisation's, outgoing, of the order's amount, currency and counterparty
 * (a transfer's names none), expected on the order's source account or on no
 * account, with nothing reconciled. Share-locked until the order is written,
 * so a match or a delete of it waits; a second order made for it at the same
 * moment is refused by the database (migrations/0055-baseline, payments) as already paid.
 */
async function expectedTransactionPaid(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string | null | undefined,
  order: Pick<OrderValues, 'kind' | 'amount' | 'currency' | 'sourceAccountId' | 'counterpartyId'>,
): Promise<string | null> {
  if (!id) return null;
  const expected = await trx
    .selectFrom('expected_transactions')
    .select([
      'id',
      'direction',
      'amount',
      'currency',
      'counterparty_id',
      'bank_account_id',
      'reconciled_amount',
      'archived_at',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
  if (!expected) throw errors.expectedTransactionNotFound();
  const agrees =
    expected.direction === 'DEBIT' &&
    new Decimal(expected.amount).equals(order.amount) &&
    expected.currency === order.currency &&
    expected.counterparty_id === (order.kind === 'PAYMENT' ? order.counterpartyId : null) &&
    (expected.bank_account_id === null || expected.bank_account_id === order.sourceAccountId);
  if (!agrees) throw errors.expectedTransactionMismatch();
  if (expected.archived_at !== null || new Decimal(expected.reconciled_amount).greaterThan(0))
    throw errors.expectedTransactionReconciled();
  return expected.id;
}

/** Where the money goes: a counterparty's account in another entity (a payment), or another account of the same entity (a transfer). */
async function beneficiaryOf(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  body: PaymentCreateBody,
  source: NonNullable<Awaited<ReturnType<typeof findAccount>>>,
): Promise<
  Pick<
    OrderValues,
    'counterpartyId' | 'counterpartyBankAccountId' | 'destinationAccountId' | 'beneficiary'
  >
> {
  if (body.kind === 'PAYMENT') {
    if (!body.counterpartyBankAccountId)
      throw errors.beneficiaryRequired('counterpartyBankAccountId');
    const target = await findCounterpartyAccount(
      trx,
      organizationId,
      body.counterpartyBankAccountId,
    );
    if (!target) throw errors.accountNotFound('counterpartyBankAccountId');
    if (target.internal_bank_account_id === source.id)
      throw errors.sourceIsBeneficiary('counterpartyBankAccountId');
    if (target.entity_id === source.entity_id) throw errors.paymentEntity();
    if (target.status !== 'ACTIVE') throw errors.counterpartyInactive();
    // A company outside the organisation is paid with its tax number on record; another entity of ours (its generated counterparty) is not asked for one.
    if (target.type === 'COMPANY' && !target.tax_number && target.entity_id === null)
      throw errors.taxNumberRequired();
    return {
      counterpartyId: target.counterparty_id,
      counterpartyBankAccountId: target.id,
      destinationAccountId: null,
      beneficiary: {
        bankCode: target.bank_code,
        accountNumber: target.account_number,
        accountName: target.account_name,
      },
    };
  }
  if (!body.destinationAccountId) throw errors.beneficiaryRequired('destinationAccountId');
  if (body.destinationAccountId === source.id)
    throw errors.sourceIsBeneficiary('destinationAccountId');
  const target = await findAccount(trx, organizationId, body.destinationAccountId, 'destination');
  if (!target) throw errors.accountNotFound('destinationAccountId');
  if (target.entity_id !== source.entity_id) throw errors.transferEntity();
  if (target.currency !== source.currency) throw errors.currencyMismatch();
  return {
    counterpartyId: null,
    counterpartyBankAccountId: null,
    destinationAccountId: target.id,
    beneficiary: {
      bankCode: target.bank_code,
      accountNumber: target.account_number,
      accountName: target.account_name,
    },
  };
}

/**
 * The method an order is sent by: Same Bank, by itself, between accounts at
 * one bank; between banks the one asked for, in rupiah, within what Bank
 * Indonesia allows it (contracts/treasury/payments.ts METHODS).
 */
export function methodOf(
  asked: PaymentMethod | undefined,
  sameBank: boolean,
  currency: string,
  amount: string,
): PaymentMethod {
  if (sameBank) {
    if (asked && asked !== 'SAME_BANK') throw errors.methodBankMismatch();
    return 'SAME_BANK';
  }
  if (!asked) throw errors.methodRequired();
  if (asked === 'SAME_BANK') throw errors.methodBankMismatch();
  if (currency !== 'IDR') throw errors.currencyNotSupported();
  const { upTo, above } = METHODS[asked];
  const value = new Decimal(amount);
  if (asked === 'BI_FAST' && upTo && value.greaterThan(upTo)) throw errors.biFastLimit();
  if (asked === 'SKN' && upTo && value.greaterThan(upTo)) throw errors.sknLimit();
  if (asked === 'RTGS' && above && value.lessThanOrEqualTo(above)) throw errors.rtgsMinimum();
  return asked;
}

/** A recurrence as stored: its step within the unit's bounds, its end after the first date. */
function recurrenceOf(
  given: PaymentCreateBody['recurrence'],
  paymentDate: string,
): OrderValues['recurrence'] {
  if (!given) return null;
  if (
    !Number.isInteger(given.every) ||
    given.every < 1 ||
    given.every > MAX_RECURRENCE_EVERY[given.unit]
  )
    throw errors.recurrenceEvery();
  const until = given.until ? parseBusinessDate(given.until) : null;
  if (given.until && (!until || until <= paymentDate)) throw errors.recurrenceUntil();
  return { unit: given.unit, every: given.every, until };
}
