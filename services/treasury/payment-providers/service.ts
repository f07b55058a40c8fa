import type { Kysely } from 'kysely';
import {
  PAYMENT_PROVIDER_CATALOGUE,
  PAYMENT_PROVIDER_CODES,
  type PaymentProviderCode,
  type PaymentProviderCreateBody,
  type PaymentProviderCredentials,
  type PaymentProviderListQuery,
  type PaymentProviderListResponse,
  type PaymentProviderResponse,
  type PaymentProviderUpdateBody,
  type PaymentRecordListQuery,
  type PaymentRecordListResponse,
  type PaymentRecordResponse,
  type PayoutStatusResponse,
  type PaymentSettlementListQuery,
  type PaymentSettlementListResponse,
  type PaymentTransactionListQuery,
  type PaymentTransactionListResponse,
} from '../../../contracts/treasury/payment-providers.js';
import {
  describeActivity,
  recordActivityBy,
  recordEntityActivity,
  type FieldChange,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { readsById } from '../../kit/by-id.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import { isUniqueViolation } from '../../kit/database.js';
import type { Keyring } from '../../kit/keyring.js';
import { normaliseName } from '../../kit/text.js';
import { findBankAccount } from '../bank-accounts/repository.js';
import type { TreasuryDatabase } from '../db-types.js';
import { parseBusinessDate } from '../expected-transactions/values.js';
import { paymentProviderErrors as errors } from './errors.js';
import {
  countPaymentProviders,
  deletePaymentProvider,
  findPaymentProvidersByIds,
  findSealedProviderCredentials,
  insertPaymentProvider,
  listPaymentProviders,
  lockProviderForDelete,
  updatePaymentProvider,
} from './repository/providers.js';
import {
  findPaymentRecordsByIds,
  findPaymentRecordsByOrderIds,
  findPayoutStatusByOrderIds,
  paymentPageRecords,
} from './repository/records.js';
import { findPaymentSettlementsByIds, paymentPageSettlements } from './repository/settlements.js';
import {
  findPaymentTransactionsByIds,
  paymentPageTransactions,
} from './repository/transactions.js';

export const DEFAULT_PAGE_SIZE = 20;
const READ = 'payment-providers:read';
const MANAGE = 'payment-providers:manage';
const NAME_INDEX = 'payment_providers_name';

/** A date filter checked: real dates, the start not after the end. */
function dates(query: { dateFrom?: string; dateTo?: string }): {
  dateFrom?: string;
  dateTo?: string;
} {
  const dateFrom = query.dateFrom ? (parseBusinessDate(query.dateFrom) ?? undefined) : undefined;
  const dateTo = query.dateTo ? (parseBusinessDate(query.dateTo) ?? undefined) : undefined;
  if (query.dateFrom && !dateFrom) throw errors.invalidDate('dateFrom');
  if (query.dateTo && !dateTo) throw errors.invalidDate('dateTo');
  if (dateFrom && dateTo && dateFrom > dateTo) throw errors.dateRange();
  return { ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}) };
}

/**
 * The payment providers of one organisation (spec: payment providers,
 * payment records, payment transactions): the gateways it collects through,
 * each with its credentials sealed at rest like a bank account's (the
 * treasury keyring; never answered) and the bank account its settlements are
 * paid into; and what their reports brought in: payment records, payment
 * transactions and the settlements that group records into one bank credit.
 */
export class PaymentProviderService {
  private readonly providers = readsById(
    READ,
    (organizationId, ids) => findPaymentProvidersByIds(this.db, organizationId, ids),
    () => errors.notFound(),
  );
  /** The payment records by id (the routes' reads). */
  readonly records = readsById(
    READ,
    (organizationId, ids) => findPaymentRecordsByIds(this.db, organizationId, ids),
    () => errors.recordNotFound(),
  );
  /** The payment transactions by id. */
  readonly transactions = readsById(
    READ,
    (organizationId, ids) => findPaymentTransactionsByIds(this.db, organizationId, ids),
    () => errors.transactionNotFound(),
  );
  /** The provider settlements by id. */
  readonly settlements = readsById(
    READ,
    (organizationId, ids) => findPaymentSettlementsByIds(this.db, organizationId, ids),
    () => errors.settlementNotFound(),
  );

  readonly findByIds = this.providers.findByIds;
  readonly get = this.providers.get;

  /** The payment records of these order ids (the merchant's own, as its checkout named its charges). */
  /**
   * Whether the payouts holding these orders are reconciled: what invoicing's
   * checkout payments show as settled. Readable with `invoice-payments:read`
   * too, as it names no fee and no amount of the provider's.
   */
  async payoutStatusByOrderIds(
    auth: AccessClaims,
    orderIds: readonly string[],
  ): Promise<PayoutStatusResponse> {
    if (!auth.perms.includes('invoice-payments:read')) requirePermission(auth, READ);
    return { items: await findPayoutStatusByOrderIds(this.db, auth.org, orderIds) };
  }

  async findRecordsByOrderIds(
    auth: AccessClaims,
    orderIds: readonly string[],
  ): Promise<PaymentRecordResponse[]> {
    requirePermission(auth, READ);
    return findPaymentRecordsByOrderIds(this.db, auth.org, orderIds);
  }

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly keyring: Keyring,
  ) {}

  async list(
    auth: AccessClaims,
    query: PaymentProviderListQuery,
  ): Promise<PaymentProviderListResponse> {
    requirePermission(auth, READ);
    let after: { name: string; id: string } | undefined;
    if (query.after) {
      const value = decodeCursor(query.after, ['text', 'uuid']);
      if (!value) throw errors.invalidCursor();
      after = { name: value[0] as string, id: value[1] as string };
    }
    const { rows, hasMore } = await listPaymentProviders(this.db, auth.org, {
      limit: query.first ?? DEFAULT_PAGE_SIZE,
      after,
    });
    const items = rows.map((row) => ({
      cursor: encodeCursor([row.key.name, row.key.id]),
      node: row.node,
    }));
    return forwardPage(
      items,
      { hasMore, after: query.after },
      await countPaymentProviders(this.db, auth.org),
    );
  }

  async create(
    auth: AccessClaims,
    body: PaymentProviderCreateBody,
  ): Promise<PaymentProviderResponse> {
    requirePermission(auth, MANAGE);
    const provider = body.provider.trim().toUpperCase();
    if (!(PAYMENT_PROVIDER_CODES as readonly string[]).includes(provider))
      throw errors.unknownProvider();
    const code = provider as PaymentProviderCode;
    const name = this.name(body.name);
    const account = await findBankAccount(this.db, auth.org, body.bankAccountId);
    if (!account) throw errors.bankAccountNotFound();
    const sealed = this.seal(code, body.credentials);
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        const created = await insertPaymentProvider(trx, auth.org, auth.sub, {
          provider: code,
          name,
          bankAccountId: account.id,
          credentialsSealed: sealed,
        });
        await recordEntityActivity(trx, auth, 'PAYMENT_PROVIDER', created, 'CREATED', {
          values: {
            name,
            provider: PAYMENT_PROVIDER_CATALOGUE[code].name,
          },
          changes: [
            { field: 'provider', before: null, after: code },
            { field: 'bankAccount', before: null, after: account.alias },
            { field: 'credentials', before: null, after: 'stored' },
          ],
        });
        return created;
      });
      return this.get(auth, id);
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw errors.nameExists();
      throw error;
    }
  }

  /** Changes a provider's name, settlement account or credentials; which provider it is stays. New credentials replace the stored ones whole. */
  async update(
    auth: AccessClaims,
    id: string,
    body: PaymentProviderUpdateBody,
  ): Promise<PaymentProviderResponse> {
    requirePermission(auth, MANAGE);
    const before = await this.get(auth, id);
    const name = body.name === undefined ? before.name : this.name(body.name);
    let bankAccountId = before.bankAccountId;
    const changes: FieldChange[] = [];
    if (body.bankAccountId !== undefined && body.bankAccountId !== before.bankAccountId) {
      const [previous, account] = await Promise.all([
        findBankAccount(this.db, auth.org, before.bankAccountId),
        findBankAccount(this.db, auth.org, body.bankAccountId),
      ]);
      if (!account) throw errors.bankAccountNotFound();
      bankAccountId = account.id;
      changes.push({ field: 'bankAccount', before: previous?.alias ?? null, after: account.alias });
    }
    const sealed = body.credentials
      ? this.seal(before.provider, body.credentials)
      : await findSealedProviderCredentials(this.db, auth.org, id);
    if (name !== before.name) changes.unshift({ field: 'name', before: before.name, after: name });
    if (body.credentials)
      changes.push({
        field: 'credentials',
        before: before.hasCredentials ? 'stored' : null,
        after: 'replaced',
      });
    try {
      await this.db.transaction().execute(async (trx) => {
        await updatePaymentProvider(trx, auth.org, id, {
          name,
          bankAccountId,
          credentialsSealed: sealed,
        });
        await recordActivityBy(trx, auth, {
          entity: 'PAYMENT_PROVIDER',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('PAYMENT_PROVIDER_CHANGED', { name }),
          changes,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw errors.nameExists();
      throw error;
    }
    return this.get(auth, id);
  }

  /** Deletes a provider with its records, transactions and settlements; not while reconciliation has matched any of its settlements. */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, MANAGE);
    const provider = await this.get(auth, id);
    await this.db.transaction().execute(async (trx) => {
      const locked = await lockProviderForDelete(trx, auth.org, id);
      if (!locked) throw errors.notFound();
      if (locked.reconciled) throw errors.hasReconciledSettlements();
      await deletePaymentProvider(trx, auth.org, id);
      await recordEntityActivity(trx, auth, 'PAYMENT_PROVIDER', id, 'DELETED', {
        values: {
          name: provider.name,
          records: locked.records,
        },
      });
    });
  }

  /** The credentials of a provider, opened, for a connection to use; never for an API answer. */
  async credentialsOf(
    organizationId: string,
    id: string,
  ): Promise<PaymentProviderCredentials | null> {
    const sealed = await findSealedProviderCredentials(this.db, organizationId, id);
    return sealed ? (JSON.parse(this.keyring.open(sealed)) as PaymentProviderCredentials) : null;
  }

  async listRecords(
    auth: AccessClaims,
    query: PaymentRecordListQuery,
  ): Promise<PaymentRecordListResponse> {
    requirePermission(auth, READ);
    const { first, after, ...rest } = query;
    const filter = { ...rest, ...dates(query) };
    return paymentPageRecords(this.db, auth.org, filter, { first, after }, () =>
      errors.invalidCursor(),
    );
  }

  async listTransactions(
    auth: AccessClaims,
    query: PaymentTransactionListQuery,
  ): Promise<PaymentTransactionListResponse> {
    requirePermission(auth, READ);
    const { first, after, ...rest } = query;
    const filter = { ...rest, ...dates(query) };
    return paymentPageTransactions(this.db, auth.org, filter, { first, after }, () =>
      errors.invalidCursor(),
    );
  }

  async listSettlements(
    auth: AccessClaims,
    query: PaymentSettlementListQuery,
  ): Promise<PaymentSettlementListResponse> {
    requirePermission(auth, READ);
    const { first, after, ...rest } = query;
    const filter = { ...rest, ...dates(query) };
    return paymentPageSettlements(this.db, auth.org, filter, { first, after }, () =>
      errors.invalidCursor(),
    );
  }

  private name(value: string): string {
    const name = normaliseName(value, 'name');
    if (!name) throw errors.nameRequired();
    if (name.length > 100) throw errors.nameRequired();
    return name;
  }

  /** Checks the credentials against what the provider takes (each required, nothing else) and seals them. */
  private seal(provider: PaymentProviderCode, credentials: PaymentProviderCredentials): string {
    const fields = PAYMENT_PROVIDER_CATALOGUE[provider].credentials;
    const unknown = Object.keys(credentials).find((key) => !fields.includes(key));
    if (unknown) throw errors.unknownCredential(`credentials.${unknown}`);
    const given = Object.fromEntries(
      fields.map((field) => [field, (credentials[field] ?? '').trim()]),
    );
    const missing = fields.find((field) => !given[field]);
    if (missing) throw errors.credentialsRequired(`credentials.${missing}`);
    return this.keyring.seal(JSON.stringify(given));
  }
}
