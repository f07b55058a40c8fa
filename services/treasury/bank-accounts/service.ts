import { createPrivateKey } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { changesBetween, describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import type { Keyring } from '../../kit/keyring.js';
import { nameSkeleton, normaliseName } from '../../kit/text.js';
import { AUTOMATED_TYPES, BANKS, findBank } from '../banks/catalogue.js';
import { syncGeneratedCounterparties } from '../counterparties/generated.js';
import type { TreasuryDatabase } from '../db-types.js';
import { entityErrors, type EntityService } from '../entities/service.js';
import type { BalanceBody, BankAccountResponse, CreateBody, CredentialsBody, ListQuery, UpdateBody } from './schemas.js';

export const CURRENCIES = ['IDR', 'USD', 'SGD'] as const;
type Currency = (typeof CURRENCIES)[number];
type ConnectionType = 'MANUAL' | 'AUTOMATED' | 'API';

/** The credentials each connection needs (spec: company id, user id, password, CIF; client id and secret, channel id, partner id, private key). */
const REQUIRED_CREDENTIALS: Record<ConnectionType, (keyof CredentialsBody)[]> = {
  MANUAL: [],
  AUTOMATED: ['userId', 'password'],
  API: ['clientId', 'clientSecret', 'partnerId', 'channelId', 'privateKey'],
};

export const bankAccountErrors = {
  notFound: () => new ServiceError(404, 'U-TRSY-BA-1', 'Bank account not found.'),
  aliasExists: () => new ServiceError(409, 'U-TRSY-BA-2', 'This alias is already used by another bank account.', 'alias'),
  numberExists: () => new ServiceError(409, 'U-TRSY-BA-3', 'This account number is already registered at this bank.', 'accountNumber'),
  currencyNotAllowed: () => new ServiceError(400, 'U-TRSY-BA-4', 'This currency is not allowed. Choose IDR, USD or SGD.', 'currency'),
  invalidPrivateKey: () => new ServiceError(400, 'U-TRSY-BA-5', 'The private key is not a valid RSA private key in PEM format.', 'credentials.privateKey'),
  hasReconciledStatements: () => new ServiceError(409, 'U-TRSY-BA-7', 'This bank account has reconciled statement transactions and cannot be deleted. Set its status to Closed instead.'),
  credentialsRequired: (field: string) => new ServiceError(400, 'U-TRSY-BA-6', 'This connection needs its credentials.', `credentials.${field}`),
  unknownBank: () => new ServiceError(400, 'U-TRSY-BA-8', 'Choose a bank from the list.', 'bankCode'),
  invalidAccountNumber: () => new ServiceError(400, 'U-TRSY-BA-9', 'The account number must be 5 to 34 digits.', 'accountNumber'),
  automatedType: () => new ServiceError(400, 'U-TRSY-BA-10', 'Choose the internet banking of this bank the connection reads.', 'automatedType'),
  invalidAmount: (field: string) => new ServiceError(400, 'U-TRSY-BA-11', 'Enter an amount with at most two decimals.', field),
  required: (field: string) => new ServiceError(400, 'REQUIRED', 'This field is required', field),
};

type Row = {
  id: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  alias: string;
  entity_id: string;
  entity_name: string;
  entity_default: boolean;
  currency: Currency;
  connection_type: ConnectionType;
  automated_type: string | null;
  status: BankAccountResponse['status'];
  credentials_sealed: string | null;
  created_at: Date;
  created_by: string | null;
  available: string | null;
  ledger: string | null;
  as_of: Date | null;
  source: 'MANUAL' | 'CRAWLER' | 'API' | null;
  recorded_at: Date | null;
};

const toResponse = (row: Row): BankAccountResponse => ({
  id: row.id,
  bankCode: row.bank_code,
  bankName: findBank(row.bank_code)?.name ?? row.bank_code,
  accountNumber: row.account_number,
  accountName: row.account_name,
  alias: row.alias,
  entity: { id: row.entity_id, name: row.entity_name, isDefault: row.entity_default },
  currency: row.currency,
  connectionType: row.connection_type,
  automatedType: row.automated_type,
  status: row.status,
  hasCredentials: row.credentials_sealed !== null,
  balance:
    row.available !== null && row.as_of && row.source && row.recorded_at
      ? {
          available: new Decimal(row.available).toFixed(2),
          ledger: row.ledger === null ? null : new Decimal(row.ledger).toFixed(2),
          currency: row.currency,
          asOf: row.as_of.toISOString(),
          source: row.source,
          recordedAt: row.recorded_at.toISOString(),
        }
      : null,
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by,
});

/** A decimal string with at most two fraction digits, or the error for the field. */
function money(value: string, field: string): string {
  const text = value.trim();
  if (!/^-?\d{1,18}(\.\d{1,2})?$/.test(text)) throw bankAccountErrors.invalidAmount(field);
  return new Decimal(text).toFixed(2);
}

const isUniqueViolation = (error: unknown, index: string) => (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === index;

/** Accounts with their entity and latest balance, of one organisation. */
function accountsQuery(db: Kysely<TreasuryDatabase>, organizationId: string) {
  return db
    .selectFrom('bank_accounts as a')
    .innerJoin('entities as e', 'e.id', 'a.entity_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('balances as b')
          .whereRef('b.bank_account_id', '=', 'a.id')
          .select(['b.available', 'b.ledger', 'b.as_of', 'b.source', 'b.recorded_at'])
          .orderBy('b.as_of', 'desc')
          .orderBy('b.id', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .where('a.organization_id', '=', organizationId)
    .select([
      'a.id',
      'a.bank_code',
      'a.account_number',
      'a.account_name',
      'a.alias',
      'a.entity_id',
      'e.name as entity_name',
      'e.is_default as entity_default',
      'a.currency',
      'a.connection_type',
      'a.automated_type',
      'a.status',
      'a.credentials_sealed',
      'a.created_at',
      'a.created_by',
      'latest.available',
      'latest.ledger',
      'latest.as_of',
      'latest.source',
      'latest.recorded_at',
    ]);
}

/**
 * The organisation's own bank accounts (internal accounts): bank, number,
 * alias, entity, currency, how they connect (by hand, a crawler of the bank's
 * internet banking, or the bank's SNAP API) with the credentials that needs,
 * sealed at rest and never answered, status, and the latest balance.
 */
export class BankAccountService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly keyring: Keyring,
    private readonly entities: EntityService,
  ) {}

  async list(auth: AccessClaims, filter: ListQuery): Promise<BankAccountResponse[]> {
    requirePermission(auth, 'bank-accounts:read');
    let query = accountsQuery(this.db, auth.org);
    if (filter.currency) query = query.where('a.currency', '=', filter.currency);
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.entityId) query = query.where('a.entity_id', '=', filter.entityId);
    const term = filter.search?.trim();
    if (term) {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const banks = BANKS.filter((bank) => bank.name.toLowerCase().includes(term.toLowerCase())).map((bank) => bank.code);
      query = query.where((eb) =>
        eb.or([eb('a.alias', 'ilike', pattern), eb('a.account_number', 'like', pattern), eb('a.account_name', 'ilike', pattern), ...(banks.length ? [eb('a.bank_code', 'in', banks)] : [])]),
      );
    }
    const rows = (await query
      .orderBy(sql`lower(a.alias)`)
      .orderBy('a.id')
      .execute()) as Row[];
    return rows.map(toResponse);
  }

  /** Accounts of the caller's organisation by id; other ids are left out. */
  async findByIds(auth: AccessClaims, ids: string[]): Promise<BankAccountResponse[]> {
    requirePermission(auth, 'bank-accounts:read');
    if (ids.length === 0) return [];
    return ((await accountsQuery(this.db, auth.org).where('a.id', 'in', ids).execute()) as Row[]).map(toResponse);
  }

  async get(auth: AccessClaims, id: string): Promise<BankAccountResponse> {
    const [account] = await this.findByIds(auth, [id]);
    if (!account) throw bankAccountErrors.notFound();
    return account;
  }

  async create(auth: AccessClaims, body: CreateBody): Promise<BankAccountResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    const bank = findBank(body.bankCode.trim());
    if (!bank) throw bankAccountErrors.unknownBank();
    const accountNumber = body.accountNumber.replace(/[\s.-]/g, '');
    if (!/^\d{5,34}$/.test(accountNumber)) throw bankAccountErrors.invalidAccountNumber();
    const accountName = required(body.accountName, 'accountName');
    const alias = required(body.alias, 'alias');
    if (!(CURRENCIES as readonly string[]).includes(body.currency.trim().toUpperCase())) throw bankAccountErrors.currencyNotAllowed();
    const currency = body.currency.trim().toUpperCase() as Currency;
    const connection = this.connection(bank.code, body.connectionType, body.automatedType ?? null, body.credentials, null);
    const entityId = await this.entityFor(auth, body.entityId);
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('bank_accounts')
          .values({
            organization_id: auth.org,
            entity_id: entityId,
            bank_code: bank.code,
            account_number: accountNumber,
            account_name: accountName,
            alias,
            alias_key: nameSkeleton(alias),
            currency,
            connection_type: body.connectionType,
            automated_type: connection.automatedType,
            credentials_sealed: connection.sealed,
            ...(body.status ? { status: body.status } : {}),
            created_by: auth.sub,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await syncGeneratedCounterparties(trx, auth.org, [entityId], auth);
        await recordActivity(trx, {
          actor: auth,
          organizationId: auth.org,
          entity: 'BANK_ACCOUNT',
          entityId: row.id,
          action: 'CREATED',
          description: describeActivity('BANK_ACCOUNT_CREATED', { alias, bank: bank.name, accountNumber, currency }),
          changes: [{ field: 'connectionType', before: null, after: body.connectionType }, ...(connection.sealed ? [{ field: 'credentials', before: null, after: 'stored' }] : [])],
        });
        return row.id;
      });
      return this.get(auth, id);
    } catch (error) {
      if (isUniqueViolation(error, 'bank_accounts_alias')) throw bankAccountErrors.aliasExists();
      if (isUniqueViolation(error, 'bank_accounts_number')) throw bankAccountErrors.numberExists();
      throw error;
    }
  }

  /** Changes an account; its bank, number and currency stay. New credentials replace the stored ones. */
  async update(auth: AccessClaims, id: string, body: UpdateBody): Promise<BankAccountResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    const before = await this.get(auth, id);
    const current = await this.db.selectFrom('bank_accounts').select(['credentials_sealed']).where('id', '=', id).executeTakeFirstOrThrow();
    const connectionType = body.connectionType ?? before.connectionType;
    const automatedType = body.automatedType === undefined ? before.automatedType : body.automatedType;
    // The stored credentials serve when the connection stays the same and none are given.
    const keep = connectionType === before.connectionType && !body.credentials ? current.credentials_sealed : null;
    const connection = this.connection(before.bankCode, connectionType, automatedType, body.credentials, keep);
    const values = {
      ...(body.alias === undefined ? {} : { alias: required(body.alias, 'alias'), alias_key: nameSkeleton(required(body.alias, 'alias')) }),
      ...(body.accountName === undefined ? {} : { account_name: required(body.accountName, 'accountName') }),
      ...(body.entityId === undefined ? {} : { entity_id: await this.entityFor(auth, body.entityId) }),
      ...(body.status === undefined ? {} : { status: body.status }),
      connection_type: connectionType,
      automated_type: connection.automatedType,
      credentials_sealed: connection.sealed,
      updated_at: new Date(),
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable('bank_accounts').set(values).where('id', '=', id).where('organization_id', '=', auth.org).execute();
        const after = await this.getIn(trx, auth.org, id);
        await syncGeneratedCounterparties(trx, auth.org, [before.entity.id, after.entity.id], auth);
        const changes = changesBetween({ ...before, entity: before.entity.name }, { ...after, entity: after.entity.name }, [
          'alias',
          'accountName',
          'entity',
          'status',
          'connectionType',
          'automatedType',
        ]);
        if (body.credentials) changes.push({ field: 'credentials', before: before.hasCredentials ? 'stored' : null, after: 'replaced' });
        await recordActivity(trx, {
          actor: auth,
          organizationId: auth.org,
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
      await trx.selectFrom('bank_accounts').select('id').where('id', '=', id).forUpdate().execute();
      const reconciled = await trx
        .selectFrom('statement_transactions')
        .select('id')
        .where('bank_account_id', '=', id)
        .where('reconciliation_status', 'in', ['PARTIAL', 'RECONCILED'])
        .limit(1)
        .executeTakeFirst();
      if (reconciled) throw bankAccountErrors.hasReconciledStatements();
      const lines = await trx.deleteFrom('statement_transactions').where('bank_account_id', '=', id).executeTakeFirst();
      await trx.deleteFrom('bank_accounts').where('id', '=', id).where('organization_id', '=', auth.org).execute();
      await syncGeneratedCounterparties(trx, auth.org, [account.entity.id], auth);
      await recordActivity(trx, {
        actor: auth,
        organizationId: auth.org,
        entity: 'BANK_ACCOUNT',
        entityId: id,
        action: 'DELETED',
        description: describeActivity('BANK_ACCOUNT_DELETED', { alias: account.alias, lines: Number(lines.numDeletedRows) }),
      });
    });
  }

  /** Records a balance read by hand (source MANUAL). */
  async recordBalance(auth: AccessClaims, id: string, body: BalanceBody): Promise<BankAccountResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    const account = await this.get(auth, id);
    const available = money(body.available, 'available');
    const ledger = body.ledger === undefined || body.ledger === null || body.ledger.trim() === '' ? null : money(body.ledger, 'ledger');
    const asOf = body.asOf ? new Date(body.asOf) : new Date();
    if (asOf.getTime() > Date.now() + 60_000) throw new ServiceError(400, 'U-TRSY-BA-12', 'A balance cannot be dated in the future.', 'asOf');
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('balances').values({ organization_id: auth.org, bank_account_id: id, available, ledger, as_of: asOf, source: 'MANUAL', recorded_by: auth.sub }).execute();
      await recordActivity(trx, {
        actor: auth,
        organizationId: auth.org,
        entity: 'BANK_ACCOUNT',
        entityId: id,
        action: 'UPDATED',
        description: describeActivity('BALANCE_RECORDED', { alias: account.alias, balance: { amount: available, currency: account.currency } }),
        changes: [{ field: 'balance', before: account.balance?.available ?? null, after: available }],
      });
    });
    return this.get(auth, id);
  }

  /**
   * The balances page: every account with its latest balance, and the total
   * per currency (IDR, USD, SGD: never converted) of the accounts that have one.
   */
  async balances(auth: AccessClaims) {
    requirePermission(auth, 'balances:read');
    const accounts = (
      (await accountsQuery(this.db, auth.org)
        .where('a.status', '!=', 'CLOSED')
        .orderBy('a.currency')
        .orderBy(sql`lower(a.alias)`)
        .execute()) as Row[]
    ).map(toResponse);
    const totals = CURRENCIES.map((currency) => {
      const held = accounts.filter((account) => account.currency === currency && account.balance);
      return {
        currency,
        available: held.reduce((sum, account) => sum.plus(account.balance!.available), new Decimal(0)).toFixed(2),
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

  private async getIn(trx: Kysely<TreasuryDatabase>, organizationId: string, id: string): Promise<BankAccountResponse> {
    const row = (await accountsQuery(trx, organizationId).where('a.id', '=', id).executeTakeFirstOrThrow()) as Row;
    return toResponse(row);
  }

  private async entityFor(auth: AccessClaims, entityId: string | undefined): Promise<string> {
    if (!entityId) return this.entities.defaultEntity(auth.org);
    const entity = await this.db.selectFrom('entities').select('id').where('id', '=', entityId).where('organization_id', '=', auth.org).executeTakeFirst();
    if (!entity) throw new ServiceError(404, entityErrors.notFound().code, entityErrors.notFound().message, 'entityId');
    return entity.id;
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
    if (type === 'AUTOMATED' && (!automatedType || AUTOMATED_TYPES[automatedType]?.bankCode !== bankCode)) throw bankAccountErrors.automatedType();
    if (keep && !credentials) return { automatedType: type === 'AUTOMATED' ? automatedType : null, sealed: keep };
    const given = Object.fromEntries(
      Object.entries(credentials ?? {})
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
        .filter(([, value]) => value),
    ) as CredentialsBody;
    const missing = REQUIRED_CREDENTIALS[type].find((field) => !given[field]);
    if (missing) throw bankAccountErrors.credentialsRequired(missing);
    if (type === 'API') {
      try {
        if (createPrivateKey(given.privateKey!).asymmetricKeyType !== 'rsa') throw new Error('not RSA');
      } catch {
        throw bankAccountErrors.invalidPrivateKey();
      }
    }
    return { automatedType: type === 'AUTOMATED' ? automatedType : null, sealed: this.keyring.seal(JSON.stringify(given)) };
  }

  /** The credentials of an account, opened, for a connection to use; never for an API answer. */
  async credentialsOf(organizationId: string, id: string): Promise<CredentialsBody | null> {
    const row = await this.db.selectFrom('bank_accounts').select('credentials_sealed').where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
    return row?.credentials_sealed ? (JSON.parse(this.keyring.open(row.credentials_sealed)) as CredentialsBody) : null;
  }
}

/** A name or alias as stored (NFKC, trimmed; invisible and control characters refused), required. */
function required(value: string, field: string): string {
  const normalised = normaliseName(value, field);
  if (!normalised) throw bankAccountErrors.required(field);
  return normalised;
}
