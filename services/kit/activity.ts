import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityActorsResponse,
  ActivityPage,
  ActivityQuery,
  type ActivityAction,
} from '../../contracts/common/activity.js';
import { errorResponses } from '../../contracts/common/errors.js';
import { requirePermission, type AccessClaims } from './auth.js';
import { decodeCursor, encodeCursor, instantKey } from './cursor.js';
import { commonErrors } from './errors.js';

export { ACTIVITY_ACTIONS, type ActivityAction } from '../../contracts/common/activity.js';

/**
 * Every kind of record a service may log. The GraphQL `ActivityEntityKind`
 * enum and the web's labels in both languages follow this list (a test holds
 * them together), so no kind of record reads as "Other record".
 */
export const ACTIVITY_ENTITIES = [
  'API_KEY',
  'BANK_ACCOUNT',
  'BILL',
  'CASH_FLOW_RULE',
  'COUNTERPARTY',
  'CUSTOMER',
  'DEPOSIT',
  'ENTITY',
  'EXCEPTION',
  'EXPECTED_TRANSACTION',
  'EXPORT',
  'FX_RATE',
  'IMPORT',
  'INVITATION',
  'MEMBER',
  'ORGANIZATION',
  'PAYMENT',
  'PAYMENT_PROVIDER',
  'PAYMENT_RECORD',
  'APPROVAL_RULE',
  'RECONCILIATION',
  'RECONCILIATION_RULE',
  'ROLE',
  'STATEMENT_TRANSACTION',
  'TRANSFER',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** One field's change, as the log shows it: before and after, as short text (null: absent). */
export type FieldChange = { field: string; before: string | null; after: string | null };

/** An amount of money in a description: a decimal string, never a JS number. */
export type ActivityMoney = { amount: string; currency: string };
/** A calendar date in a description (YYYY-MM-DD). */
export type ActivityDate = { date: string };
/**
 * A value a description is built from: a name or a code as text, a count,
 * money or a date. Clients format money and dates in the reader's language.
 */
export type ActivityValue = string | number | ActivityMoney | ActivityDate;

type Values = Record<string, ActivityValue>;
const money = (value: ActivityMoney) => `${value.currency} ${value.amount}`;
const direction = (value: string) => (value === 'DEBIT' ? 'outgoing' : 'incoming');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const exceptionType = (type: string) =>
  type === 'REJECTED_TWICE' ? 'rejected twice' : 'unmatched';
const orderKind = (kind: string) => (kind === 'TRANSFER' ? 'Transfer' : 'Payment');
const IMPORT_LABELS: Record<string, string> = {
  STATEMENT: 'statement',
  COUNTERPARTIES: 'counterparties',
  EXPECTED_TRANSACTIONS: 'expected transactions',
  PAYMENT_REPORT: 'payment report',
  PAYMENTS: 'payment',
  TRANSFERS: 'transfer',
};

/**
 * The descriptions the log holds, each with its typed values and its English
 * text (the plain `summary` kept for integrators). The web translates each by
 * its key (`activity.message.<KEY>` in web/features/activity/messages/), formatting the
 * values in the reader's language.
 */
export const ACTIVITY_MESSAGES = {
  API_KEY_CREATED: (v: { name: string; role: string; days: number }) =>
    `API key ${v.name} created in the role ${v.role}, for ${v.days} days`,
  API_KEY_REVOKED: (v: { name: string }) => `API key ${v.name} revoked`,
  MEMBER_ROLE_CHANGED: (v: { email: string; role: string }) =>
    `Member ${v.email} given the role ${v.role}`,
  MEMBER_DEACTIVATED: (v: { email: string }) => `Member ${v.email} deactivated`,
  MEMBER_ACTIVATED: (v: { email: string; role: string }) =>
    `Member ${v.email} activated as ${v.role}`,
  MEMBER_REMOVED: (v: { email: string }) => `Member ${v.email} removed`,
  MEMBER_REACTIVATED: (v: { email: string; role: string }) =>
    `Member ${v.email} reactivated as ${v.role}`,
  MEMBER_JOINED: (v: { email: string }) => `${v.email} accepted the invitation and joined`,
  INVITATION_CREATED: (v: { email: string }) => `${v.email} invited`,
  INVITATION_RESENT: (v: { email: string }) => `Invitation to ${v.email} sent again`,
  INVITATION_CANCELLED: (v: { email: string }) => `Invitation to ${v.email} cancelled`,
  ROLE_CREATED: (v: { name: string }) => `Role ${v.name} created`,
  ROLE_CHANGED: (v: { name: string }) => `Role ${v.name} changed`,
  ROLE_DELETED: (v: { name: string }) => `Role ${v.name} deleted`,
  CONTROLS_CHANGED: () => 'Controls changed',
  COMPANY_PROFILE_CHANGED: () => 'Company profile changed',
  ORDERS_SETTINGS_CHANGED: () => 'Orders settings changed',
  RECONCILIATION_SETTINGS_CHANGED: () => 'Reconciliation settings changed',
  COUNTERPARTY_CREATED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) created`,
  COUNTERPARTY_IMPORTED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) imported`,
  COUNTERPARTY_CHANGED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) changed`,
  /** `status`: ACTIVE or INACTIVE. */
  COUNTERPARTY_STATUS_CHANGED: (v: { legalName: string; alias: string; status: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) ${v.status === 'ACTIVE' ? 'activated' : 'deactivated'}`,
  COUNTERPARTY_DELETED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) deleted`,
  DEFAULT_COUNTERPARTY_CREATED: (v: { entity: string }) =>
    `Default counterparty of entity ${v.entity} generated`,
  DEFAULT_COUNTERPARTY_CHANGED: (v: { entity: string }) =>
    `Default counterparty of entity ${v.entity} kept in step with the entity`,
  DEFAULT_COUNTERPARTY_DELETED: (v: { legalName: string; alias: string }) =>
    `Default counterparty ${v.legalName} (${v.alias}) deleted with its entity`,
  ENTITY_CREATED: (v: { name: string }) => `Entity ${v.name} created`,
  ENTITY_RENAMED: (v: { name: string; newName: string }) =>
    `Entity ${v.name} renamed to ${v.newName}`,
  ENTITY_DELETED: (v: { name: string }) => `Entity ${v.name} deleted`,
  BANK_ACCOUNT_CREATED: (v: {
    alias: string;
    bank: string;
    accountNumber: string;
    currency: string;
  }) => `Bank account ${v.alias} (${v.bank} ${v.accountNumber}, ${v.currency}) created`,
  BANK_ACCOUNT_CHANGED: (v: { alias: string }) => `Bank account ${v.alias} changed`,
  /** `lines`: the statement transactions deleted with it (0: none). */
  BANK_ACCOUNT_DELETED: (v: { alias: string; lines: number }) =>
    `Bank account ${v.alias} deleted${v.lines > 0 ? ` with its ${v.lines} statement transactions` : ''}`,
  BALANCE_RECORDED: (v: { alias: string; balance: ActivityMoney }) =>
    `Balance of ${v.alias} recorded: ${money(v.balance)}`,
  STATEMENT_SYNC_SCHEDULED: (v: { alias: string; minutes: number }) =>
    `Statement sync of ${v.alias} scheduled every ${v.minutes} minutes`,
  STATEMENT_SYNC_STOPPED: (v: { alias: string }) => `Statement sync of ${v.alias} stopped`,
  STATEMENT_SYNCED: (v: { alias: string; count: number }) =>
    `${plural(v.count, 'statement transaction', 'statement transactions')} of ${v.alias} synced from the bank`,
  /** `direction`: DEBIT (outgoing) or CREDIT (incoming). */
  STATEMENT_TRANSACTION_CREATED: (v: {
    direction: string;
    amount: ActivityMoney;
    date: ActivityDate;
    alias: string;
  }) =>
    `Statement transaction of ${v.amount.amount} (${direction(v.direction)}) on ${v.date.date} entered for ${v.alias}`,
  /** `kind`: the import's kind (STATEMENT, COUNTERPARTIES, EXPECTED_TRANSACTIONS, PAYMENT_REPORT, PAYMENTS, TRANSFERS); `skipped`: records already present (0: none). */
  IMPORT_COMPLETED: (v: { kind: string; count: number; fileName: string; skipped: number }) =>
    `Imported ${v.count} ${IMPORT_LABELS[v.kind] ?? v.kind.toLowerCase()} ${v.count === 1 ? 'record' : 'records'} from ${v.fileName}${v.skipped ? ` (${v.skipped} already present, skipped)` : ''}`,
  /** `kind`: the export's kind (STATEMENT_TRANSACTIONS). */
  EXPORT_REQUESTED: (v: { kind: string }) =>
    v.kind === 'STATEMENT_TRANSACTIONS'
      ? 'Export of statement transactions to CSV requested'
      : `Export of ${v.kind.toLowerCase()} requested`,
  BILL_CREATED: (v: { amount: ActivityMoney; name: string; dueDate: ActivityDate }) =>
    `Bill of ${money(v.amount)} from ${v.name} due ${v.dueDate.date} created`,
  BILL_CHANGED: (v: { amount: ActivityMoney; name: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} changed`,
  BILL_SUBMITTED: (v: { amount: ActivityMoney; name: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} submitted for approval`,
  BILL_APPROVED: (v: { amount: ActivityMoney; name: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} approved`,
  BILL_CANCELLED: (v: { amount: ActivityMoney; name: string; reason: string }) =>
    `Bill of ${money(v.amount)} from ${v.name} cancelled: ${v.reason}`,
  CUSTOMER_INVITED: (v: { email: string }) => `Customer ${v.email} invited`,
  CUSTOMER_INVITATION_RESENT: (v: { email: string }) =>
    `Invitation to customer ${v.email} sent again`,
  CUSTOMER_INVITATION_CANCELLED: (v: { email: string }) =>
    `Invitation to customer ${v.email} cancelled`,
  CUSTOMER_CREATED: (v: { name: string }) => `Customer ${v.name} added for review`,
  CUSTOMER_CHANGED: (v: { name: string }) => `Customer ${v.name} changed`,
  CUSTOMER_APPROVED: (v: { name: string; amount: ActivityMoney }) =>
    `Customer ${v.name} approved with a credit limit of ${money(v.amount)}`,
  CUSTOMER_REJECTED: (v: { name: string; reason: string }) =>
    `Customer ${v.name} rejected: ${v.reason}`,
  CUSTOMER_DEACTIVATED: (v: { name: string; reason: string }) =>
    `Customer ${v.name} deactivated: ${v.reason}`,
  BILL_MARKED_PAID: (v: { amount: ActivityMoney; name: string; date: ActivityDate }) =>
    `Bill of ${money(v.amount)} from ${v.name} marked paid by the outgoing statement transaction of ${v.date.date}`,
  DEPOSIT_CREATED: (v: {
    alias: string;
    bank: string;
    amount: ActivityMoney;
    maturityDate: ActivityDate;
  }) =>
    `Deposit ${v.alias} of ${money(v.amount)} at ${v.bank} recorded, maturing ${v.maturityDate.date}`,
  DEPOSIT_CHANGED: (v: { alias: string }) => `Deposit ${v.alias} changed`,
  /** `amount`: the principal of the new period. */
  DEPOSIT_RENEWED: (v: { alias: string; amount: ActivityMoney; maturityDate: ActivityDate }) =>
    `Deposit ${v.alias} renewed with ${money(v.amount)} until ${v.maturityDate.date}`,
  /** `amount`: what was paid out, principal and net interest. */
  DEPOSIT_MATURED: (v: { alias: string; amount: ActivityMoney }) =>
    `Deposit ${v.alias} matured: ${money(v.amount)} paid out`,
  DEPOSIT_CLOSED: (v: { alias: string; amount: ActivityMoney; reason: string }) =>
    `Deposit ${v.alias} closed before maturity, ${money(v.amount)} paid out: ${v.reason}`,
  /** `rate`: rupiah per one unit of `currency`, a decimal string. */
  FX_RATE_RECORDED: (v: { currency: string; date: ActivityDate; rate: string }) =>
    `Rate of ${v.currency} for ${v.date.date} recorded: IDR ${v.rate}`,
  /** `before` and `rate`: the replaced rate and the new one. */
  FX_RATE_REPLACED: (v: { currency: string; date: ActivityDate; before: string; rate: string }) =>
    `Rate of ${v.currency} for ${v.date.date} changed from IDR ${v.before} to IDR ${v.rate}`,
  /** `replaced`: how many of them replaced a rate of the same day (0: none). */
  FX_RATES_IMPORTED: (v: { count: number; fileName: string; replaced: number }) =>
    `Imported ${plural(v.count, 'exchange rate', 'exchange rates')} from ${v.fileName}${v.replaced ? ` (${v.replaced} replaced)` : ''}`,
  EXPECTED_TRANSACTION_CREATED: (v: {
    direction: string;
    amount: ActivityMoney;
    date: ActivityDate;
  }) => `Expected ${direction(v.direction)} ${money(v.amount)} on ${v.date.date} created`,
  EXPECTED_TRANSACTION_IMPORTED: (v: {
    direction: string;
    amount: ActivityMoney;
    date: ActivityDate;
    row: number;
  }) =>
    `Expected ${direction(v.direction)} ${money(v.amount)} on ${v.date.date} imported (row ${v.row})`,
  EXPECTED_TRANSACTION_CHANGED: (v: { amount: ActivityMoney; date: ActivityDate }) =>
    `Expected transaction of ${money(v.amount)} on ${v.date.date} changed`,
  EXPECTED_TRANSACTION_DELETED: (v: { amount: ActivityMoney; date: ActivityDate }) =>
    `Expected transaction of ${money(v.amount)} on ${v.date.date} deleted`,
  /** `lines` and `items`: how many statement transactions and items the match joins; `partial`: 1 for a Partial Match, else 0. */
  RECONCILIATION_MADE: (v: {
    amount: ActivityMoney;
    lines: number;
    items: number;
    partial: number;
  }) =>
    `${v.partial ? 'Partially matched' : 'Matched'} ${money(v.amount)}: ${plural(v.lines, 'statement transaction', 'statement transactions')} with ${plural(v.items, 'item', 'items')}`,
  RECONCILIATION_REMOVED: (v: { amount: ActivityMoney; lines: number; items: number }) =>
    `Match of ${money(v.amount)} removed: ${plural(v.lines, 'statement transaction', 'statement transactions')} and ${plural(v.items, 'item', 'items')} unreconciled`,
  /** `type`: the exception's type (UNMATCHED_STATEMENT_TRANSACTION, REJECTED_TWICE); `amount` and `date`: its statement transaction's. */
  EXCEPTION_OPENED: (v: { type: string; amount: ActivityMoney; date: ActivityDate }) =>
    `Exception opened (${exceptionType(v.type)}): statement transaction of ${money(v.amount)} on ${v.date.date}`,
  /** `assigned`: 1 when assigned to a member, 0 when to nobody. */
  EXCEPTION_ASSIGNED: (v: {
    type: string;
    amount: ActivityMoney;
    date: ActivityDate;
    assigned: number;
  }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} ${v.assigned ? 'assigned' : 'unassigned'}`,
  EXCEPTION_STARTED: (v: { type: string; amount: ActivityMoney; date: ActivityDate }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} in progress`,
  /** `resolution`: MANUAL (a member, with a note), RECONCILED or ARCHIVED (it resolved itself with its line). */
  EXCEPTION_RESOLVED: (v: {
    type: string;
    amount: ActivityMoney;
    date: ActivityDate;
    resolution: string;
  }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} resolved${v.resolution === 'RECONCILED' ? ': the statement transaction is reconciled' : v.resolution === 'ARCHIVED' ? ': the statement transaction is archived' : ''}`,
  EXCEPTION_REOPENED: (v: { type: string; amount: ActivityMoney; date: ActivityDate }) =>
    `Exception (${exceptionType(v.type)}) on the statement transaction of ${money(v.amount)} on ${v.date.date} reopened`,
  EXCEPTION_AGE_CHANGED: (v: { days: number }) =>
    `Statement transactions unmatched for ${plural(v.days, 'day', 'days')} now become exceptions`,
  /** `priority`: its place in the order, 1 tried first. */
  RECONCILIATION_RULE_CREATED: (v: { name: string; priority: number }) =>
    `Matching rule ${v.name} created (priority ${v.priority})`,
  RECONCILIATION_RULE_CHANGED: (v: { name: string }) => `Matching rule ${v.name} changed`,
  RECONCILIATION_RULE_DELETED: (v: { name: string }) => `Matching rule ${v.name} deleted`,
  /** `count`: how many rules the new order holds. */
  RECONCILIATION_RULES_REORDERED: (v: { count: number }) =>
    `Matching rules reordered (${plural(v.count, 'rule', 'rules')})`,
  /** `category`: a cash category (contracts/treasury/categories.ts). */
  CASH_FLOW_RULE_CREATED: (v: { name: string; category: string; priority: number }) =>
    `Categorisation rule ${v.name} created: ${v.category} (priority ${v.priority})`,
  CASH_FLOW_RULE_CHANGED: (v: { name: string }) => `Categorisation rule ${v.name} changed`,
  CASH_FLOW_RULE_DELETED: (v: { name: string }) => `Categorisation rule ${v.name} deleted`,
  CASH_FLOW_RULES_REORDERED: (v: { count: number }) =>
    `Categorisation rules reordered (${plural(v.count, 'rule', 'rules')})`,
  /** `count`: the statement transactions whose category changed. */
  CASH_FLOW_RULES_APPLIED: (v: { count: number }) =>
    `Categorisation rules applied: ${plural(v.count, 'statement transaction', 'statement transactions')} changed category`,
  /** `category`: the cash category a member gave it. */
  STATEMENT_TRANSACTION_CATEGORISED: (v: {
    amount: ActivityMoney;
    date: ActivityDate;
    category: string;
  }) =>
    `Statement transaction of ${money(v.amount)} on ${v.date.date} categorised as ${v.category}`,
  STATEMENT_TRANSACTION_CATEGORY_RESET: (v: { amount: ActivityMoney; date: ActivityDate }) =>
    `Statement transaction of ${money(v.amount)} on ${v.date.date} handed back to the categorisation rules`,
  /** `kind`: PAYMENT or TRANSFER; `name`: the beneficiary's account name. */
  PAYMENT_CREATED: (v: { kind: string; amount: ActivityMoney; name: string; date: ActivityDate }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} on ${v.date.date} created`,
  PAYMENT_CHANGED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} changed`,
  /** `given` of `required` approvals now. */
  PAYMENT_APPROVED: (v: {
    kind: string;
    amount: ActivityMoney;
    name: string;
    given: number;
    required: number;
  }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} approved (${v.given} of ${v.required})`,
  PAYMENT_REJECTED: (v: { kind: string; amount: ActivityMoney; name: string; reason: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} rejected: ${v.reason}`,
  PAYMENT_CANCELLED: (v: { kind: string; amount: ActivityMoney; name: string; reason: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} cancelled: ${v.reason}`,
  PAYMENT_ARCHIVED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} archived`,
  PAYMENT_SENT: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} sent by the bank`,
  PAYMENT_FAILED: (v: { kind: string; amount: ActivityMoney; name: string; reason: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} failed: ${v.reason}`,
  PAYMENT_RESENT: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} sent again`,
  PAYMENT_EXPORTED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} exported to send by hand`,
  PAYMENT_REOPENED: (v: { kind: string; amount: ActivityMoney; name: string }) =>
    `${orderKind(v.kind)} of ${money(v.amount)} to ${v.name} in progress again: the statement transaction that showed it sent was unmatched`,
  /** `priority`: its place in the order, 1 tried first. */
  APPROVAL_RULE_CREATED: (v: { name: string; priority: number }) =>
    `Approval rule ${v.name} created (priority ${v.priority})`,
  APPROVAL_RULE_CHANGED: (v: { name: string }) => `Approval rule ${v.name} changed`,
  APPROVAL_RULE_DELETED: (v: { name: string }) => `Approval rule ${v.name} deleted`,
  APPROVAL_RULES_REORDERED: (v: { count: number }) =>
    `Approval rules reordered (${plural(v.count, 'rule', 'rules')})`,
  /** `provider`: the gateway's name (Xendit, Midtrans …). */
  PAYMENT_PROVIDER_CREATED: (v: { name: string; provider: string }) =>
    `Payment provider ${v.name} (${v.provider}) created`,
  PAYMENT_PROVIDER_CHANGED: (v: { name: string }) => `Payment provider ${v.name} changed`,
  /** `records`: the payment records deleted with it (0: none). */
  PAYMENT_PROVIDER_DELETED: (v: { name: string; records: number }) =>
    `Payment provider ${v.name} deleted${v.records > 0 ? ` with its ${plural(v.records, 'payment record', 'payment records')}` : ''}`,
  PAYMENT_RECORD_IMPORTED: (v: { orderId: string; amount: ActivityMoney; provider: string }) =>
    `Payment ${v.orderId} of ${money(v.amount)} imported from ${v.provider}`,
  PAYMENT_RECORD_SETTLED: (v: { orderId: string; amount: ActivityMoney; provider: string }) =>
    `Payment ${v.orderId}: ${money(v.amount)} settled by ${v.provider}`,
} satisfies Record<string, (values: never) => string>;
export type ActivityMessage = keyof typeof ACTIVITY_MESSAGES;
type MessageValues<M extends ActivityMessage> =
  Parameters<(typeof ACTIVITY_MESSAGES)[M]> extends [infer V] ? V : Record<string, never>;

/** A description as stored: the message and its typed values. */
export type ActivityDescription = { message: ActivityMessage; values: Values };

/**
 * A description of one of the log's messages with its values, type-checked
 * against the message.
 *
 * @example describeActivity('ROLE_CREATED', { name: 'Finance' })
 */
export function describeActivity<M extends ActivityMessage>(
  message: M,
  ...values: MessageValues<M> extends Record<string, never> ? [] : [MessageValues<M>]
): ActivityDescription {
  return { message, values: (values[0] ?? {}) as Values };
}

/** The English text of a description (the entry's plain `summary`). */
export function activityText(description: ActivityDescription): string {
  return (ACTIVITY_MESSAGES[description.message] as (values: Values) => string)(description.values);
}

/** A state change to record, inside the transaction that makes it. */
export type ActivityEntry = {
  /** Who did it: their access claims, or null for the system itself. */
  actor: Pick<AccessClaims, 'sub' | 'org'> | null;
  organizationId: string;
  /** What kind of record changed. */
  entity: ActivityEntity;
  entityId: string;
  action: ActivityAction;
  /** What happened, as a message with typed values (`describeActivity`); its English text is stored as the summary. */
  description: ActivityDescription;
  changes?: FieldChange[];
};

/**
 * Records a state change in the service's own `activity_log` table. Call it
 * with the transaction that makes the change, so the entry exists exactly
 * when the change does.
 */
export async function recordActivity(
  trx: QueryExecutorProvider,
  entry: ActivityEntry,
): Promise<void> {
  await sql`insert into activity_log (organization_id, actor_id, entity, entity_id, action, summary, description, changes)
    values (${entry.organizationId}, ${entry.actor?.sub ?? null}, ${entry.entity}, ${entry.entityId}, ${entry.action}, ${activityText(entry.description)},
      ${JSON.stringify(entry.description)}::jsonb, ${JSON.stringify(entry.changes ?? [])}::jsonb)`.execute(
    trx,
  );
}

/** Records many state changes as `recordActivity` does, in one statement: a batch of work logs in time independent of its size. */
export async function recordActivities(
  trx: QueryExecutorProvider,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(pick: (entry: ActivityEntry) => T) => entries.map(pick);
  await sql`insert into activity_log (organization_id, actor_id, entity, entity_id, action, summary, description, changes)
    select * from unnest(${column((entry) => entry.organizationId)}::uuid[], ${column((entry) => entry.actor?.sub ?? null)}::uuid[], ${column((entry) => entry.entity)}::text[],
      ${column((entry) => entry.entityId)}::text[], ${column((entry) => entry.action)}::text[], ${column((entry) => activityText(entry.description))}::text[],
      ${column((entry) => JSON.stringify(entry.description))}::jsonb[], ${column((entry) => JSON.stringify(entry.changes ?? []))}::jsonb[])`.execute(
    trx,
  );
}

/** A change a member (or an API key) made: the actor and the organisation of the entry are theirs. */
export type MemberChange = Omit<ActivityEntry, 'actor' | 'organizationId'>;

/** Records a change `auth` made in their organisation, as `recordActivity` does. */
export function recordActivityBy(
  trx: QueryExecutorProvider,
  auth: Pick<AccessClaims, 'sub' | 'org'>,
  change: MemberChange,
): Promise<void> {
  return recordActivity(trx, { actor: auth, organizationId: auth.org, ...change });
}

/** The before/after of the fields that differ between two views of a record. */
export function changesBetween<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
  fields: K[],
): FieldChange[] {
  const text = (value: unknown) =>
    value === null || value === undefined
      ? null
      : Array.isArray(value)
        ? value.join(', ')
        : String(value);
  return fields.flatMap((field) =>
    text(before[field]) === text(after[field])
      ? []
      : [{ field, before: text(before[field]), after: text(after[field]) }],
  );
}

type Row = {
  id: string;
  cursor_at: string;
  occurred_at: Date;
  actor_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
  summary: string;
  description: ActivityDescription | null;
  changes: FieldChange[];
};

/** A page of an organisation's activity, newest first, filtered. */
export async function listActivity(
  db: Kysely<unknown>,
  organizationId: string,
  query: ActivityQuery,
) {
  const first = query.first ?? 20;
  const after = query.after ? decodeCursor(query.after, ['instant', 'bigint']) : null;
  if (query.after && !after) throw commonErrors.invalidCursor('after');
  const conditions = [sql`organization_id = ${organizationId}`];
  if (query.from) conditions.push(sql`occurred_at >= ${query.from}::timestamptz`);
  if (query.to) conditions.push(sql`occurred_at < ${query.to}::timestamptz`);
  if (query.actorId) conditions.push(sql`actor_id = ${query.actorId}`);
  if (query.entity) conditions.push(sql`entity = ${query.entity}`);
  if (query.action) conditions.push(sql`action = ${query.action}`);
  if (after)
    conditions.push(sql`(occurred_at, id) < (${after[0]}::timestamptz, ${after[1]}::bigint)`);
  const { rows } =
    await sql<Row>`select id::text, ${instantKey('occurred_at')} as cursor_at, occurred_at, actor_id, entity, entity_id, action, summary, description, changes from activity_log
    where ${sql.join(conditions, sql` and `)} order by occurred_at desc, id desc limit ${first + 1}`.execute(
      db,
    );
  return {
    items: rows.slice(0, first).map((row) => ({
      id: row.id,
      cursor: encodeCursor([row.cursor_at, row.id]),
      occurredAt: row.occurred_at.toISOString(),
      actorId: row.actor_id,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      summary: row.summary,
      description: row.description,
      changes: row.changes,
    })),
    hasNextPage: rows.length > first,
  };
}

/** The organisation's distinct actors of this service's log (at most 1,000). */
export async function listActivityActors(
  db: Kysely<unknown>,
  organizationId: string,
): Promise<string[]> {
  const { rows } = await sql<{ actor_id: string }>`select distinct actor_id from activity_log
    where organization_id = ${organizationId} and actor_id is not null limit 1000`.execute(db);
  return rows.map((row) => row.actor_id);
}

/** `GET /activity`: the service's part of the organisation's activity log (needs activity-log:read). */
export const activityRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<unknown> }> = async (
  app,
  { db },
) => {
  app.get(
    '/activity',
    {
      schema: {
        summary:
          'This service’s activity log of the caller’s organisation, newest first (needs activity-log:read)',
        tags: ['activity'],
        querystring: ActivityQuery,
        response: { 200: ActivityPage, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      requirePermission(request.auth, 'activity-log:read');
      return listActivity(db, request.auth.org, request.query);
    },
  );

  app.get(
    '/activity/actors',
    {
      schema: {
        summary:
          'The users who made changes recorded in this service’s activity log of the caller’s organisation (needs activity-log:read)',
        tags: ['activity'],
        response: { 200: ActivityActorsResponse, ...errorResponses(403) },
      },
    },
    async (request) => {
      requirePermission(request.auth, 'activity-log:read');
      return { ids: await listActivityActors(db, request.auth.org) };
    },
  );
};
