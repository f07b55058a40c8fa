/**
 * What the activity log's messages are built from: the values a description
 * holds and the small helpers their English text shares. Each area's contract
 * declares its messages (`<AREA>_ACTIVITY_MESSAGES`); `contracts/activity-messages.ts`
 * assembles them.
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
export const exceptionType = (type: string) =>
  type === 'REJECTED_TWICE' ? 'rejected twice' : 'unmatched';
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
