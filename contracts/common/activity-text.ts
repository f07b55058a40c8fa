/**
 * What the activity log's messages are built from: the values a description
 * holds and the small helpers their English text shares. Each area's contract
 * declares the kinds of record it logs and its messages (`<AREA>_ACTIVITY`,
 * made with `areaActivity`); `contracts/activity-log.ts` assembles them.
 */

/** An amount of money in a description: a decimal string, never a JS number. */
export type ActivityMoney = { amount: string; currency: string };
/** A calendar date in a description (YYYY-MM-DD). */
export type ActivityDate = { date: string };
/**
 * A value a description is built from: a name or a code as text, a count,
 * money or a date. Clients format money and dates in the reader's language.
 */
export type ActivityValue = string | number | ActivityMoney | ActivityDate;

export const money = (value: ActivityMoney) => `${value.currency} ${value.amount}`;
export const direction = (value: string) => (value === 'DEBIT' ? 'outgoing' : 'incoming');
export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
const EXCEPTION_TYPES: Record<string, string> = {
  REJECTED_TWICE: 'rejected twice',
  PAYOUT_NOT_ON_STATEMENT: 'payout not on the bank statement',
  PAYOUT_AMOUNT_DIFFERS: 'payout amount differs',
  CHECKOUT_AMOUNT_DIFFERS: 'checkout amount differs',
};
export const exceptionType = (type: string) => EXCEPTION_TYPES[type] ?? 'unmatched';
export const orderKind = (kind: string) => (kind === 'TRANSFER' ? 'Transfer' : 'Payment');
export const IMPORT_LABELS: Record<string, string> = {
  STATEMENT: 'statement',
  COUNTERPARTIES: 'counterparties',
  EXPECTED_TRANSACTIONS: 'expected transactions',
  PAYMENT_REPORT: 'payment report',
  PAYMENTS: 'payment',
  TRANSFERS: 'transfer',
};

/** An area's messages: each key's English text from its typed values. */
export type ActivityMessages = Record<string, (values: never) => string>;

/** What an area writes to the activity log: the kinds of record it names and its messages. */
export type AreaActivity<
  Entities extends readonly string[] = readonly string[],
  Messages extends ActivityMessages = ActivityMessages,
> = { entities: Entities; messages: Messages };

/**
 * An area's part of the activity log, declared beside its REST contract: the
 * kinds of record it logs (`BILL`) and each message's English text from its
 * typed values (the entry's `summary`).
 */
export function areaActivity<
  const Entities extends readonly string[],
  Messages extends ActivityMessages,
>(entities: Entities, messages: Messages): AreaActivity<Entities, Messages> {
  return { entities, messages };
}
