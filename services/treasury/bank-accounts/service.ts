import { accountHasOrders } from '../payments/repository.js';
import { createPrivateKey } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import {
  CURRENCIES,
  type BalancesResponse,
  type BankAccountBalanceBody,
  type BankAccountConnectionType,
  type BankAccountCreateBody,
  type BankAccountCredentialsBody,
  type BankAccountListQuery,
  type BankAccountResponse,
  type BankAccountUpdateBody,
  type Currency,
} from '../../../contracts/treasury/bank-accounts.js';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  recordEntityActivity,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { readsById } from '../../kit/by-id.js';
import { checkEach, commonErrors } from '../../kit/errors.js';
import type { Keyring } from '../../kit/keyring.js';
import { normaliseName } from '../../kit/text.js';
import { AUTOMATED_TYPES, findBank } from '../banks/catalogue.js';
import { syncGeneratedCounterparties } from '../counterparties/generated.js';
import type { TreasuryDatabase } from '../db-types.js';
import { entityErrors } from '../entities/errors.js';
import type { EntityService } from '../entities/service.js';
import { bankAccountErrors } from './errors.js';
import {
  deleteBankAccount,
  entityExists,
  findBankAccountsByIds,
  findSealedCredentials,
  insertBankAccount,
  insertManualBalance,
  listBankAccounts,
  listOpenBankAccounts,
  lockAndCheckReconciled,
  updateBankAccount,
} from './repository.js';
import { isUniqueViolation } from '../../kit/database.js';

export { bankAccountErrors, CURRENCIES };
type ConnectionType = BankAccountConnectionType;
type CredentialsBody = BankAccountCredentialsBody;

/** The credentials each connection needs (spec: company id, user id, password, CIF; client id and secret, channel id, partner id, private key). */
const REQUIRED_CREDENTIALS: Record<ConnectionType, (keyof CredentialsBody)[]> = {
  MANUAL: [],
  AUTOMATED: ['userId', 'password'],
  API: ['clientId', 'clientSecret', 'partnerId', 'channelId', 'privateKey'],
};

/** A decimal string with at most two fraction digits, or the error for the field. */
function money(value: string, field: string): string {
  const text = value.trim();
  if (!/^-?\d{1,18}(\.\d{1,2})?$/.test(text)) throw bankAccountErrors.invalidAmount(field);
  return new Decimal(text).toFixed(2);
}

/**
 * The organisation's own bank accounts (internal accounts): bank, number,
 * alias, entity, currency, how they connect (by hand, a crawler of the bank's
 * internet banking, or the bank's SNAP API) with the credentials that needs,
 * sealed at rest and never answered, status, and the latest balance.
 */
export class BankAccountService {
  private readonly byId = readsById(
    'bank-accounts:read',
    (organizationId, ids) => findBankAccountsByIds(this.db, organizationId, ids),
    () => bankAccountErrors.notFound(),
  );
  /** Accounts of the caller's organisation by id; other ids are left out. */
  readonly findByIds = this.byId.findByIds;
  readonly get = this.byId.get;

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly keyring: Keyring,
    private readonly entities: EntityService,
  ) {}

  async list(auth: AccessClaims, filter: BankAccountListQuery): Promise<BankAccountResponse[]> {
    requirePermission(auth, 'bank-accounts:read');
    return listBankAccounts(this.db, auth.org, filter);
  }

  async create(auth: AccessClaims, body: BankAccountCreateBody): Promise<BankAccountResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    // Every field at fault refused in one answer.
    const [bank, accountNumber, accountName, alias, currency] = checkEach(
      () => {
        const bank = findBank(body.bankCode.trim());
        if (!bank) throw bankAccountErrors.unknownBank();
        return bank;
      },
      () => {
        const accountNumber = body.accountNumber.replace(/[\s.-]/g, '');
        if (!/^\d{5,34}$/.test(accountNumber)) throw bankAccountErrors.invalidAccountNumber();
        return accountNumber;
      },
      () => required(body.accountName, 'accountName'),
      () => required(body.alias, 'alias'),
      () => {
        const currency = body.currency.trim().toUpperCase();
        if (!(CURRENCIES as readonly string[]).includes(currency))
          throw bankAccountErrors.currencyNotAllowed();
        return currency as Currency;
      },
    );
    const connection = this.connection(
      bank.code,
      body.connectionType,
      body.automatedType ?? null,
      body.credentials,
      null,
    );
    const entityId = await this.entityFor(auth, body.entityId);
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        const created = await insertBankAccount(trx, auth.org, auth.sub, {
          entityId,
          bankCode: bank.code,
          accountNumber,
          accountName,
          alias,
          currency,
          connectionType: body.connectionType,
          automatedType: connection.automatedType,
          credentialsSealed: connection.sealed,
          status: body.status,
        });
        await syncGeneratedCounterparties(trx, auth.org, [entityId], auth);
        await recordEntityActivity(trx, auth, 'BANK_ACCOUNT', created, 'CREATED', {
          values: {
            alias,
            bank: bank.name,
            accountNumber,
            currency,
          },
          changes: [
            { field: 'connectionType', before: null, after: body.connectionType },
            ...(connection.sealed ? [{ field: 'credentials', before: null, after: 'stored' }] : []),
          ],
        });
        return created;
      });
      return this.get(auth, id);
    } catch (error) {
      if (isUniqueViolation(error, 'bank_accounts_alias')) throw bankAccountErrors.aliasExists();
      if (isUniqueViolation(error, 'bank_accounts_number')) throw bankAccountErrors.numberExists();
      throw error;
    }
  }

  /** Changes an account; its bank, number and currency stay. New credentials replace the stored ones. */
  async update(
    auth: AccessClaims,
    id: string,
    body: BankAccountUpdateBody,
  ): Promise<BankAccountResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    const before = await this.get(auth, id);
    const sealed = await findSealedCredentials(this.db, auth.org, id);
    const connectionType = body.connectionType ?? before.connectionType;
    const automatedType =
      body.automatedType === undefined ? before.automatedType : body.automatedType;
    // The stored credentials serve when the connection stays the same and none are given.
    const keep = connectionType === before.connectionType && !body.credentials ? sealed : null;
    const connection = this.connection(
      before.bankCode,
      connectionType,
      automatedType,
      body.credentials,
      keep,
    );
    const change = {
      ...(body.alias === undefined ? {} : { alias: required(body.alias, 'alias') }),
      ...(body.accountName === undefined
        ? {}
        : { accountName: required(body.accountName, 'accountName') }),
      ...(body.entityId === undefined
        ? {}
        : { entityId: await this.entityFor(auth, body.entityId) }),
      ...(body.status === undefined ? {} : { status: body.status }),
      connectionType,
      automatedType: connection.automatedType,
      credentialsSealed: connection.sealed,
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        await updateBankAccount(trx, auth.org, id, change);
        const [after] = await findBankAccountsByIds(trx, auth.org, [id]);
        if (!after) throw bankAccountErrors.notFound();
        await syncGeneratedCounterparties(trx, auth.org, [before.entity.id, after.entity.id], auth);
        const changes = changesBetween(
          { ...before, entity: before.entity.name },
          { ...after, entity: after.entity.name },
          ['alias', 'accountName', 'entity', 'status', 'connectionType', 'automatedType'],
        );
        if (body.credentials)
          changes.push({
            field: 'credentials',
            before: before.hasCredentials ? 'stored' : null,
            after: 'replaced',
          });
        await recordActivityBy(trx, auth, {
          entity: 'BANK_ACCOUNT',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('BANK_ACCOUNT_CHANGED', { alias: after.alias }),
          changes,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'bank_accounts_alias')) throw bankAccountErrors.aliasExists();
      throw error;
    }
    return this.get(auth, id);
  }

  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'bank-accounts:manage');
    const account = await this.get(auth, id);
    await this.db.transaction().execute(async (trx) => {
      // Its statement lines go with it, unless reconciliation has matched any (spec: has reconciled statements).
      if (await lockAndCheckReconciled(trx, id)) throw bankAccountErrors.hasReconciledStatements();
      // Payments and transfers keep the account they were sent from or to.
      if (await accountHasOrders(trx, id)) throw bankAccountErrors.hasPayments();
      const lines = await deleteBankAccount(trx, auth.org, id);
      await syncGeneratedCounterparties(trx, auth.org, [account.entity.id], auth);
      await recordEntityActivity(trx, auth, 'BANK_ACCOUNT', id, 'DELETED', {
        values: { alias: account.alias, lines },
      });
    });
  }

  /** Records a balance read by hand (source MANUAL). */
  async recordBalance(
    auth: AccessClaims,
    id: string,
    body: BankAccountBalanceBody,
  ): Promise<BankAccountResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    const account = await this.get(auth, id);
    const available = money(body.available, 'available');
    const ledger =
      body.ledger === undefined || body.ledger === null || body.ledger.trim() === ''
        ? null
        : money(body.ledger, 'ledger');
    const asOf = body.asOf ? new Date(body.asOf) : new Date();
    if (asOf.getTime() > Date.now() + 60_000) throw bankAccountErrors.balanceInFuture();
    await this.db.transaction().execute(async (trx) => {
      await insertManualBalance(trx, auth.org, id, {
        available,
        ledger,
        asOf,
        recordedBy: auth.sub,
      });
      await recordActivityBy(trx, auth, {
        entity: 'BANK_ACCOUNT',
        entityId: id,
        action: 'UPDATED',
        description: describeActivity('BALANCE_RECORDED', {
          alias: account.alias,
          balance: { amount: available, currency: account.currency },
        }),
        changes: [
          { field: 'balance', before: account.balance?.available ?? null, after: available },
        ],
      });
    });
    return this.get(auth, id);
  }

  /**
   * The balances page: every account with its latest balance, and the total
   * per currency (IDR, USD, SGD: never converted) of the accounts that have one.
   */
  async balances(auth: AccessClaims): Promise<BalancesResponse> {
    requirePermission(auth, 'balances:read');
    const accounts = await listOpenBankAccounts(this.db, auth.org);
    const totals = CURRENCIES.map((currency) => {
      const held = accounts.filter((account) => account.currency === currency && account.balance);
      return {
        currency,
        available: held
          .reduce((sum, account) => sum.plus(account.balance!.available), new Decimal(0))
          .toFixed(2),
        accounts: held.length,
        lastUpdated:
          held
            .map((account) => account.balance!.asOf)
            .sort()
            .at(-1) ?? null,
      };
    }).filter((total) => total.accounts > 0 || total.currency !== 'SGD');
    return { accounts, totals };
  }

  private async entityFor(auth: AccessClaims, entityId: string | undefined): Promise<string> {
    if (!entityId) return this.entities.defaultEntity(auth.org);
    if (!(await entityExists(this.db, auth.org, entityId))) throw entityErrors.notFound('entityId');
    return entityId;
  }

  /** Checks a connection's type, automated type and credentials, and seals the credentials. */
  private connection(
    bankCode: string,
    type: ConnectionType,
    automatedType: string | null,
    credentials: CredentialsBody | undefined,
    keep: string | null,
  ): { automatedType: string | null; sealed: string | null } {
    if (type === 'MANUAL') return { automatedType: null, sealed: null };
    if (
      type === 'AUTOMATED' &&
      (!automatedType || AUTOMATED_TYPES[automatedType]?.bankCode !== bankCode)
    )
      throw bankAccountErrors.automatedType();
    if (keep && !credentials)
      return { automatedType: type === 'AUTOMATED' ? automatedType : null, sealed: keep };
    const given = Object.fromEntries(
      Object.entries(credentials ?? {})
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
        .filter(([, value]) => value),
    ) as CredentialsBody;
    const missing = REQUIRED_CREDENTIALS[type].find((field) => !given[field]);
    if (missing) throw bankAccountErrors.credentialsRequired(`credentials.${missing}`);
    if (type === 'API') {
      try {
        if (createPrivateKey(given.privateKey!).asymmetricKeyType !== 'rsa')
          throw new Error('not RSA');
      } catch {
        throw bankAccountErrors.invalidPrivateKey();
      }
    }
    return {
      automatedType: type === 'AUTOMATED' ? automatedType : null,
      sealed: this.keyring.seal(JSON.stringify(given)),
    };
  }

  /** The credentials of an account, opened, for a connection to use; never for an API answer. */
  async credentialsOf(organizationId: string, id: string): Promise<CredentialsBody | null> {
    const sealed = await findSealedCredentials(this.db, organizationId, id);
    return sealed ? (JSON.parse(this.keyring.open(sealed)) as CredentialsBody) : null;
  }
}

/** A name or alias as stored (NFKC, trimmed; invisible and control characters refused), required. */
function required(value: string, field: string): string {
  const normalised = normaliseName(value, field);
  if (!normalised) throw commonErrors.required(field);
  return normalised;
}
