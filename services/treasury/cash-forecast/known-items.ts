import type { RecurrenceUnit } from '../../../contracts/treasury/payments.js';
import { isCashCategory, type CashCategory } from '../../../contracts/treasury/categories.js';
import { toCents } from '../../../formats/cents.js';
import { occurrenceDate } from '../payments/repository.js';
import type { KnownItem } from './forecast.js';
import type { Direction } from './baseline.js';

/**
 * The records the forecast knows of, as the repository reads them, turned
 * into dated known items (a pure module). What each counts as:
 *
 * - an expected transaction: what is still open of it (amount − reconciled),
 *   on its expected date, in, or out; unless an order pays it (pending or
 *   sent: the order stands for it, or the money has left);
 * - an approved bill: what is still open, on its due date, out, under its
 *   category; unless an order pays it (same rule);
 * - a payment or transfer not yet sent (needs approval, scheduled, in
 *   progress): what is still open of it plus its fee, on its payment date,
 *   out of its account; a transfer also comes in to its destination when
 *   that account is in the currency. A recurring order's later occurrences
 *   within the horizon count too, at the same amount;
 * - a deposit maturing, unless it renews by itself: its principal back in
 *   (DEPOSITS) and its net interest (INTEREST_INCOME), on its maturity date.
 *
 * An expected transaction's or a payment's category is its bill's, else the
 * category its counterparty's matched statement lines carry most often, else
 * SALES for money in and OTHER for money out.
 */

export type ExpectedRecord = {
  id: string;
  expected_date: string;
  direction: Direction;
  amount: string;
  reconciled_amount: string;
  description: string;
  counterparty_id: string | null;
};

export type BillRecord = {
  id: string;
  number: string | null;
  due_date: string;
  category: string;
  amount: string;
  reconciled_amount: string;
  description: string | null;
  counterparty_id: string | null;
};

export type OrderRecord = {
  id: string;
  kind: 'PAYMENT' | 'TRANSFER';
  payment_date: string;
  amount: string;
  fee: string;
  reconciled_amount: string;
  memo: string | null;
  beneficiary_account_name: string;
  counterparty_id: string | null;
  expected_transaction_id: string | null;
  bill_category: string | null;
  source_currency: string;
  source_alias: string;
  destination_currency: string | null;
  destination_alias: string | null;
  recurrence_unit: RecurrenceUnit | null;
  recurrence_every: number | null;
  recurrence_until: string | null;
  series_id: string | null;
  series_start: string | null;
  occurrence: number;
};

/** A deposit maturing (services/treasury/deposits/repository.ts `depositsMaturingBetween`). */
export type DepositMaturity = {
  id: string;
  alias: string;
  currency: string;
  maturityDate: string;
  principal: string;
  netInterest: string;
  autoRenewal: boolean;
};

export type KnownRecords = {
  expected: readonly ExpectedRecord[];
  bills: readonly BillRecord[];
  orders: readonly OrderRecord[];
  deposits: readonly DepositMaturity[];
};

export type KnownItemsOptions = {
  currency: string;
  /** The horizon's last day: later occurrences of recurring orders stop there. */
  until: string;
  /** The category a counterparty's lines carry most often in a direction (repository `counterpartyCategories`). */
  categoryOf: (counterpartyId: string | null, direction: Direction) => CashCategory | undefined;
};

/**
 * What an order not yet sent still takes out of its account, in cents: its
 * open amount (amount − reconciled; zero or less once a statement line
 * explains all of it) and its fee, until a statement line matched any of it.
 * The forecast and an account's available balance count an order alike.
 */
export function pendingOutflow(order: Pick<OrderRecord, 'amount' | 'fee' | 'reconciled_amount'>): {
  open: bigint;
  fee: bigint;
} {
  const reconciled = toCents(order.reconciled_amount);
  return {
    open: toCents(order.amount) - reconciled,
    fee: reconciled === 0n ? toCents(order.fee) : 0n,
  };
}

const fallback = (direction: Direction): CashCategory =>
  direction === 'CREDIT' ? 'SALES' : 'OTHER';

/**
 * The dates an order takes money out on, up to `until`: its payment date and, for the latest
 * pending occurrence of a recurring series (`latest`), the series' later occurrences (their keys'
 * suffix their number).
 */
function orderDates(
  order: OrderRecord,
  latest: boolean,
  until: string,
): { date: string; suffix: string }[] {
  const dates = [{ date: order.payment_date, suffix: '' }];
  if (latest && order.recurrence_unit && order.recurrence_every && order.series_start) {
    for (let occurrence = order.occurrence + 1; ; occurrence += 1) {
      const date = occurrenceDate(
        order.series_start,
        order.recurrence_unit,
        order.recurrence_every,
        occurrence,
      );
      if (date > until || (order.recurrence_until && date > order.recurrence_until)) break;
      dates.push({ date, suffix: `:${occurrence}` });
    }
  }
  return dates;
}

/** What the currency's deposits bring back at maturity, those that renew by themselves aside: the principal and the net interest. */
function depositItems(deposits: KnownRecords['deposits'], currency: string): KnownItem[] {
  const items: KnownItem[] = [];
  for (const deposit of deposits) {
    if (deposit.currency !== currency || deposit.autoRenewal) continue;
    const principal = toCents(deposit.principal);
    const interest = toCents(deposit.netInterest);
    if (principal > 0n)
      items.push({
        key: `DEPOSIT:${deposit.id}`,
        source: 'DEPOSIT',
        id: deposit.id,
        date: deposit.maturityDate,
        category: 'DEPOSITS',
        flow: 'INFLOW',
        cents: principal,
        description: deposit.alias,
        counterpartyId: null,
      });
    if (interest > 0n)
      items.push({
        key: `DEPOSIT:${deposit.id}:INTEREST`,
        source: 'DEPOSIT',
        id: deposit.id,
        date: deposit.maturityDate,
        category: 'INTEREST_INCOME',
        flow: 'INFLOW',
        cents: interest,
        description: deposit.alias,
        counterpartyId: null,
      });
  }
  return items;
}

/**
 * The currency's pending payments and transfers, each occurrence of a
 * recurring series up to `until`: what leaves the source account (with its
 * fee), and what a transfer brings into its destination. A payment's category
 * is its bill's, else its expected transaction's (`expectedCategory`), else
 * its counterparty's (`categorised`).
 */
function orderItems(
  orders: readonly OrderRecord[],
  { currency, until }: { currency: string; until: string },
  expectedCategory: ReadonlyMap<string, CashCategory>,
  categorised: (counterpartyId: string | null, direction: Direction) => CashCategory,
): KnownItem[] {
  const items: KnownItem[] = [];
  // The latest pending occurrence of each recurring series: later ones are forecast from it.
  const latestOfSeries = new Map<string, OrderRecord>();
  for (const order of orders) {
    if (!order.series_id) continue;
    const latest = latestOfSeries.get(order.series_id);
    if (!latest || order.occurrence > latest.occurrence) latestOfSeries.set(order.series_id, order);
  }
  for (const order of orders) {
    const { open, fee } = pendingOutflow(order);
    if (open <= 0n) continue;
    const transfer = order.kind === 'TRANSFER';
    const category: CashCategory = transfer
      ? 'INTERNAL_TRANSFER'
      : order.bill_category && isCashCategory(order.bill_category)
        ? order.bill_category
        : ((order.expected_transaction_id
            ? expectedCategory.get(order.expected_transaction_id)
            : undefined) ?? categorised(order.counterparty_id, 'DEBIT'));
    const description = transfer
      ? `${order.source_alias} → ${order.destination_alias ?? ''}`
      : (order.memo ?? order.beneficiary_account_name);
    const source = transfer ? 'TRANSFER' : 'PAYMENT';
    const latest = order.series_id ? latestOfSeries.get(order.series_id) === order : false;
    for (const { date, suffix } of orderDates(order, latest, until)) {
      if (date > until) continue;
      const later = suffix !== '';
      const cents = later ? toCents(order.amount) : open;
      const outflowFee = later ? toCents(order.fee) : fee;
      if (order.source_currency === currency) {
        items.push({
          key: `${source}:${order.id}${suffix}`,
          source,
          id: order.id,
          date,
          category,
          flow: 'OUTFLOW',
          cents: cents + outflowFee,
          description,
          counterpartyId: order.counterparty_id,
          ...(later ? {} : { reconciledCents: toCents(order.reconciled_amount), openCents: open }),
        });
      }
      if (transfer && order.destination_currency === currency) {
        items.push({
          key: `TRANSFER:${order.id}${suffix}:IN`,
          source,
          id: order.id,
          date,
          category,
          flow: 'INFLOW',
          cents,
          description,
          counterpartyId: null,
        });
      }
    }
  }
  return items;
}

/** The known items of a currency; see the module's description. */
export function knownItemsOf(
  records: KnownRecords,
  { currency, until, categoryOf }: KnownItemsOptions,
): KnownItem[] {
  const items: KnownItem[] = [];
  const categorised = (counterpartyId: string | null, direction: Direction) =>
    categoryOf(counterpartyId, direction) ?? fallback(direction);
  const expectedCategory = new Map<string, CashCategory>();

  for (const record of records.expected) {
    const open = toCents(record.amount) - toCents(record.reconciled_amount);
    if (open <= 0n) continue;
    const category = categorised(record.counterparty_id, record.direction);
    expectedCategory.set(record.id, category);
    items.push({
      key: `EXPECTED_TRANSACTION:${record.id}`,
      source: 'EXPECTED_TRANSACTION',
      id: record.id,
      date: record.expected_date,
      category,
      flow: record.direction === 'CREDIT' ? 'INFLOW' : 'OUTFLOW',
      cents: open,
      description: record.description,
      counterpartyId: record.counterparty_id,
      reconciledCents: toCents(record.reconciled_amount),
      openCents: open,
    });
  }

  for (const record of records.bills) {
    const open = toCents(record.amount) - toCents(record.reconciled_amount);
    if (open <= 0n) continue;
    items.push({
      key: `BILL:${record.id}`,
      source: 'BILL',
      id: record.id,
      date: record.due_date,
      category: isCashCategory(record.category) ? record.category : 'OTHER',
      flow: 'OUTFLOW',
      cents: open,
      description: [record.number, record.description].filter(Boolean).join(' · '),
      counterpartyId: record.counterparty_id,
      reconciledCents: toCents(record.reconciled_amount),
      openCents: open,
    });
  }

  items.push(...orderItems(records.orders, { currency, until }, expectedCategory, categorised));
  items.push(...depositItems(records.deposits, currency));
  return items;
}
