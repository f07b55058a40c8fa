import { checkEach } from '../../kit/errors.js';
import Decimal from 'decimal.js';
import { blankToNull } from '../../kit/text.js';
import type { Kysely, Transaction } from 'kysely';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  recordEntityActivity,
  type FieldChange,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { TreasuryDatabase } from '../db-types.js';
import { totalledPage } from '../totalled-page.js';
import { createdChanges, createdFacts, moneyText } from './activity.js';
import { expectedTransactionErrors as errors } from './errors.js';
import {
  countExpectedTransactions,
  deleteExpectedTransaction,
  insertExpectedTransaction,
  updateExpectedTransaction,
  type ExpectedTransactionValues,
  findCounterparty,
  findExpectedTransactionsByIds,
  findExternalIdOwner,
  findListedRow,
  listExpectedTransactions,
  lockExpectedTransaction,
  EXPECTED_TRANSACTION_DEFAULT_ORDER,
  expectedTransactionTotals,
  type ListFilter,
} from './repository.js';
import type {
  ExpectedTransactionCreateBody as CreateBody,
  ExpectedTransactionEdge,
  ExpectedTransactionListQuery as ListQuery,
  ExpectedTransactionListResponse as ListResponse,
  ExpectedTransactionResponse,
  ExpectedTransactionUpdateBody as UpdateBody,
} from '../../../contracts/treasury/expected-transactions.js';
import { parseAmountBound, parseApiAmount, parseBusinessDate } from './values.js';
import { findBankAccount } from '../bank-accounts/repository.js';
import { isPaidByOrder } from '../payments/repository.js';
import { refusingTaken } from '../../kit/database.js';

/** At most this many additional reconciliation data entries. */
export const MAX_DATA_ENTRIES = 20;

const EXTERNAL_ID_INDEX = 'expected_transactions_external_id';

/** The values of an expected transaction after the rules, ready to store. */
type Values = ExpectedTransactionValues;

/** Additional data entries, trimmed: each with a key and a value, keys unique (ignoring case), at most 20. */
function reconciliationData(
  entries: { key: string; value: string }[],
): { key: string; value: string }[] {
  const trimmed = entries.map((entry) => ({ key: entry.key.trim(), value: entry.value.trim() }));
  if (trimmed.length > MAX_DATA_ENTRIES) throw errors.tooMuchData();
  const seen = new Set<string>();
  trimmed.forEach((entry, index) => {
    if (!entry.key) throw errors.incompleteData(`reconciliationData.${index}.key`);
    if (!entry.value) throw errors.incompleteData(`reconciliationData.${index}.value`);
    if (seen.has(entry.key.toLowerCase()))
      throw errors.duplicateDataKey(`reconciliationData.${index}.key`);
    seen.add(entry.key.toLowerCase());
  });
  return trimmed;
}

/**
 * Expected transactions of one organisation: what it expects to pay or
 * receive, for reconciliation to match against statement transactions. An
 * expected transaction changes only while unreconciled and is deleted only
 * while nothing of it is reconciled.
 */
export class ExpectedTransactionService {
  constructor(private readonly db: Kysely<TreasuryDatabase>) {}

  async list(auth: AccessClaims, query: ListQuery): Promise<ListResponse> {
    requirePermission(auth, 'expected-transactions:read');
    const filter = listFilter(query);
    return totalledPage(query, EXPECTED_TRANSACTION_DEFAULT_ORDER, {
      page: (page) =>
        listExpectedTransactions(this.db, auth.org, filter, {
          ...page,
          invalidCursor: () => errors.invalidCursor('after'),
        }),
      count: () => countExpectedTransactions(this.db, auth.org, filter),
      totals: () => expectedTransactionTotals(this.db, auth.org, filter),
    });
  }

  /** Expected transactions by id, in no particular order; ids of other organisations are left out. */
  async findByIds(
    auth: AccessClaims,
    ids: readonly string[],
  ): Promise<ExpectedTransactionResponse[]> {
    requirePermission(auth, 'expected-transactions:read');
    return findExpectedTransactionsByIds(this.db, auth.org, ids);
  }

  async get(auth: AccessClaims, id: string): Promise<ExpectedTransactionResponse> {
    requirePermission(auth, 'expected-transactions:read');
    return this.load(auth.org, id);
  }

  private async load(organizationId: string, id: string): Promise<ExpectedTransactionResponse> {
    const [found] = await findExpectedTransactionsByIds(this.db, organizationId, [id]);
    if (!found) throw errors.notFound();
    return found;
  }

  /** Creates an expected transaction, unreconciled. Bad input changes nothing and names the field at fault. */
  async create(auth: AccessClaims, body: CreateBody): Promise<ExpectedTransactionEdge> {
    requirePermission(auth, 'expected-transactions:manage');
    const values = normalise(body);
    const id = await this.write(async (trx) => {
      await this.checkReferences(trx, auth.org, values, null);
      const created = await insertExpectedTransaction(trx, auth.org, auth.sub, values);
      await recordEntityActivity(trx, auth, 'EXPECTED_TRANSACTION', created, 'CREATED', {
        values: createdFacts(values),
        changes: createdChanges(values),
      });
      return created;
    });
    const created = await findListedRow(this.db, auth.org, id);
    if (!created) throw errors.notFound();
    return created;
  }

  /** Changes an unreconciled expected transaction; a field left out keeps its value, `null` clears an optional one. */
  async update(
    auth: AccessClaims,
    id: string,
    body: UpdateBody,
  ): Promise<ExpectedTransactionResponse> {
    requirePermission(auth, 'expected-transactions:manage');
    await this.write(async (trx) => {
      // Locked first, so a reconciliation running at the same moment either waits for this edit or makes it refused.
      if (!(await lockExpectedTransaction(trx, auth.org, id))) throw errors.notFound();
      const [before] = await findExpectedTransactionsByIds(trx, auth.org, [id]);
      if (!before) throw errors.notFound();
      if (before.reconciliationStatus !== 'UNRECONCILED') throw errors.alreadyReconciled();
      const values = normalise({
        date: body.date ?? before.date,
        counterpartyId:
          body.counterpartyId === undefined ? before.counterpartyId : body.counterpartyId,
        description: body.description ?? before.description,
        amount: body.amount ?? before.amount,
        currency: body.currency ?? before.currency,
        direction: body.direction ?? before.direction,
        internalDescription:
          body.internalDescription === undefined
            ? before.internalDescription
            : body.internalDescription,
        externalId: body.externalId === undefined ? before.externalId : body.externalId,
        reconciliationData: body.reconciliationData ?? before.reconciliationData,
        bankAccountId: body.bankAccountId === undefined ? before.bankAccountId : body.bankAccountId,
      });
      // What the order paying it agreed with stays as it is (the order's own checks, payments/order-values.ts).
      const agreed = (['currency', 'direction', 'counterpartyId', 'bankAccountId'] as const).every(
        (field) => values[field] === before[field],
      );
      if (before.payingOrder && !(agreed && new Decimal(values.amount).equals(before.amount)))
        throw errors.paidByOrder();
      await this.checkReferences(trx, auth.org, values, id);
      await updateExpectedTransaction(trx, auth.org, id, values);
      const changes: FieldChange[] = changesBetween(
        { ...flat(before), amount: moneyText(before) },
        { ...flat(values), amount: moneyText(values) },
        [
          'date',
          'amount',
          'direction',
          'description',
          'internalDescription',
          'externalId',
          'counterpartyId',
          'bankAccountId',
          'reconciliationData',
        ],
      );
      await recordActivityBy(trx, auth, {
        entity: 'EXPECTED_TRANSACTION',
        entityId: id,
        action: 'UPDATED',
        description: describeActivity('EXPECTED_TRANSACTION_CHANGED', {
          amount: { amount: values.amount, currency: values.currency },
          date: { date: values.date },
        }),
        changes,
      });
    });
    return this.load(auth.org, id);
  }

  /** Deletes an expected transaction of which nothing is reconciled (spec: cannot delete when reconciled). */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'expected-transactions:manage');
    await this.db.transaction().execute(async (trx) => {
      const locked = await lockExpectedTransaction(trx, auth.org, id);
      if (!locked) throw errors.notFound();
      if (
        locked.reconciliation_status === 'RECONCILED' ||
        locked.reconciliation_status === 'PARTIAL'
      )
        throw errors.cannotDelete();
      // Locked above: an order made to pay it meanwhile waits for this delete, and finds it gone.
      if (await isPaidByOrder(trx, 'expected_transaction_id', id)) throw errors.ongoingTransfer();
      await deleteExpectedTransaction(trx, auth.org, id);
      await recordEntityActivity(trx, auth, 'EXPECTED_TRANSACTION', id, 'DELETED', {
        values: {
          amount: { amount: new Decimal(locked.amount).toFixed(2), currency: locked.currency },
          date: { date: locked.expected_date },
        },
      });
    });
  }

  /** Runs a write in a transaction; a concurrent write that wins the external id's unique index answers as "external id exists". */
  private write<T>(work: (trx: Transaction<TreasuryDatabase>) => Promise<T>): Promise<T> {
    return refusingTaken(() => this.db.transaction().execute(work), {
      [EXTERNAL_ID_INDEX]: errors.externalIdExists,
    });
  }

  /** The counterparty and bank account belong to the organisation, the currency is the account's, and the external id is free. */
  private async checkReferences(
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    values: Values,
    self: string | null,
  ): Promise<void> {
    if (
      values.counterpartyId &&
      !(await findCounterparty(trx, organizationId, values.counterpartyId))
    )
      throw errors.counterpartyNotFound();
    if (values.bankAccountId) {
      const account = await findBankAccount(trx, organizationId, values.bankAccountId);
      if (!account) throw errors.bankAccountNotFound();
      if (account.currency !== values.currency) throw errors.currencyMismatch();
    }
    if (values.externalId) {
      const owner = await findExternalIdOwner(trx, organizationId, values.externalId);
      if (owner && owner.id !== self) throw errors.externalIdExists();
    }
  }
}

/** The list filters after their rules: real dates in order, amounts as decimals with the lower below the upper. */
function listFilter(query: ListQuery): ListFilter {
  const date = (value: string | undefined, field: string) => {
    if (value === undefined || value.trim() === '') return undefined;
    const parsed = parseBusinessDate(value);
    if (!parsed) throw errors.invalidDate(field);
    return parsed;
  };
  const amount = (value: string | undefined, field: string) => {
    if (value === undefined || value.trim() === '') return undefined;
    const parsed = parseAmountBound(value);
    if (parsed === null) throw errors.invalidAmount(field);
    return parsed;
  };
  const dateFrom = date(query.dateFrom, 'dateFrom');
  const dateTo = date(query.dateTo, 'dateTo');
  if (dateFrom && dateTo && dateFrom > dateTo) throw errors.dateRange();
  const amountMin = amount(query.amountMin, 'amountMin');
  const amountMax = amount(query.amountMax, 'amountMax');
  // Spec: the "at least" amount must be less than the "no more than" amount.
  if (
    amountMin !== undefined &&
    amountMax !== undefined &&
    !new Decimal(amountMin).lessThan(amountMax)
  )
    throw errors.amountRange();
  return {
    dateFrom,
    dateTo,
    amountMin,
    amountMax,
    direction: query.direction,
    reconciliationStatus: query.reconciliationStatus,
    counterpartyId: query.counterpartyId,
    matchableWith: query.matchableWith,
    search: query.search,
  };
}

/** Trims and checks the fields in form order, refusing every field at fault in one answer. */
function normalise(body: CreateBody): Values {
  const [date, description, amount] = checkEach(
    () => {
      const date = body.date.trim();
      if (!date) throw errors.required('date');
      if (!parseBusinessDate(date)) throw errors.invalidDate('date');
      return date;
    },
    () => {
      const description = body.description.trim();
      if (!description) throw errors.required('description');
      return description;
    },
    () => {
      if (!body.amount.trim()) throw errors.required('amount');
      const amount = parseApiAmount(body.amount);
      if (amount === null) throw errors.invalidAmount('amount');
      return amount;
    },
  );
  return {
    date,
    counterpartyId: body.counterpartyId ?? null,
    description,
    amount,
    currency: body.currency ?? 'IDR',
    direction: body.direction,
    internalDescription: blankToNull(body.internalDescription),
    externalId: blankToNull(body.externalId),
    reconciliationData: reconciliationData(body.reconciliationData ?? []),
    bankAccountId: body.bankAccountId ?? null,
  };
}

/** The fields the activity log compares, as text. */
function flat(
  values: Omit<Values, 'reconciliationData'> & {
    reconciliationData: { key: string; value: string }[];
  },
) {
  return {
    date: values.date,
    direction: values.direction,
    description: values.description,
    internalDescription: values.internalDescription,
    externalId: values.externalId,
    counterpartyId: values.counterpartyId,
    bankAccountId: values.bankAccountId,
    reconciliationData: values.reconciliationData.map((entry) => `${entry.key}=${entry.value}`),
  };
}
