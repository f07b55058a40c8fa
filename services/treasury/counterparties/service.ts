import { hasOngoingOrder } from '../payments/repository.js';
import type { Kysely, Transaction } from 'kysely';
import {
  CounterpartyUpdateBody,
  type CounterpartyCreateBody,
  type CounterpartyCreatedResponse,
  type CounterpartyListQuery,
  type CounterpartyListResponse,
  type CounterpartyResponse,
} from '../../../contracts/treasury/counterparties.js';
import type { AccessClaims } from '../../kit/auth.js';
import { checkedUpdatedSince } from '../../kit/updated-since.js';
import { readsById } from '../../kit/by-id.js';
import { chosenOrder } from '../../kit/list-order.js';
import { requirePermission } from '../../kit/auth.js';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  recordEntityActivity,
} from '../../kit/activity.js';
import { publishEvent } from '../../kit/events.js';
import {
  nameSkeleton,
  normaliseName,
  normaliseOptionalName,
  normaliseTaxNumber,
} from '../../kit/text.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import { counterpartyErrors } from './errors.js';
import { checkEach } from '../../kit/errors.js';
import {
  appendBankAccounts,
  COUNTERPARTY_DEFAULT_ORDER,
  countCounterparties,
  deleteCounterparty,
  findAliasOwner,
  findCounterpartiesByIds,
  findExternalIdOwner,
  findRegisteredBankAccounts,
  insertCounterparty,
  findListedCursor,
  listCounterparties,
  lockCounterparty,
  lockCounterpartyNames,
  removeBankAccounts,
  setBankAccountAlias,
  updateCounterparty,
  withBankAccounts,
  type ListFilter,
  type NewBankAccount,
} from './repository.js';

export const DEFAULT_PAGE_SIZE = 20;

export { counterpartyErrors };

/** What an update does to the bank accounts; every other field of the update body is one of the counterparty's own. */
const BANK_ACCOUNT_CHANGES = [
  'addBankAccounts',
  'updateBankAccounts',
  'removeBankAccountIds',
] as const;

/** The fields the activity log compares before and after a change: every field of the contract's update body, and the bank accounts as a list. */
const LOGGED_FIELDS = [
  ...Object.keys(CounterpartyUpdateBody.properties).filter(
    (field) => !(BANK_ACCOUNT_CHANGES as readonly string[]).includes(field),
  ),
  'bankAccounts',
];

/** Maps a unique index that a concurrent change won to the error the checks would have given. */
function uniqueViolation(error: unknown, bankAccountsField: string): never {
  const constraint = (error as { constraint?: string }).constraint;
  if (constraint === 'counterparties_alias_unique') throw counterpartyErrors.aliasExists();
  if (constraint === 'counterparties_external_id_unique')
    throw counterpartyErrors.externalIdExists();
  if (constraint === 'counterparty_bank_accounts_unique')
    throw counterpartyErrors.duplicateBankAccount(bankAccountsField);
  throw error;
}

/** A summary of accounts for the activity log: `014 5270123456, 008 1230007654321`. */
const accountList = (accounts: { bankCode: string; accountNumber: string }[]) =>
  accounts.map((a) => `${a.bankCode} ${a.accountNumber}`).join(', ');

/** The counterparty rules of spec sections 5 and 8, enforced against one organisation's data. */
export class CounterpartyService {
  private readonly byId = readsById(
    'counterparties:read',
    async (organizationId, ids) =>
      withBankAccounts(
        this.db,
        organizationId,
        await findCounterpartiesByIds(this.db, organizationId, ids),
      ),
    () => counterpartyErrors.notFound(),
  );
  /** Counterparties by id, in no particular order; ids of other organisations are left out. */
  readonly findByIds = this.byId.findByIds;
  readonly get = this.byId.get;

  constructor(private readonly db: Kysely<TreasuryDatabase>) {}

  async list(auth: AccessClaims, query: CounterpartyListQuery): Promise<CounterpartyListResponse> {
    requirePermission(auth, 'counterparties:read');
    const backward = query.last !== undefined || query.before !== undefined;
    if (backward && (query.first !== undefined || query.after !== undefined))
      throw counterpartyErrors.bothDirections();
    const filter: ListFilter = {
      search: query.search,
      type: query.type,
      status: query.status,
      updatedSince: checkedUpdatedSince(query.updatedSince),
    };
    const limit = (backward ? query.last : query.first) ?? DEFAULT_PAGE_SIZE;
    const cursor = backward ? query.before : query.after;
    const order = chosenOrder(query, COUNTERPARTY_DEFAULT_ORDER);
    const invalidCursor = () => counterpartyErrors.invalidCursor(backward ? 'before' : 'after');
    const [page, totalCount] = await Promise.all([
      listCounterparties(this.db, auth.org, filter, {
        limit,
        direction: backward ? 'backward' : 'forward',
        cursor,
        order,
        invalidCursor,
      }),
      countCounterparties(this.db, auth.org, filter),
    ]);
    const nodes = await withBankAccounts(
      this.db,
      auth.org,
      page.rows.map(({ row }) => row),
    );
    const items = page.rows.map(({ cursor: itemCursor }, index) => ({
      cursor: itemCursor,
      node: nodes[index]!,
    }));
    return {
      items,
      totalCount,
      pageInfo: {
        hasNextPage: backward ? Boolean(cursor) : page.hasMore,
        hasPreviousPage: backward ? page.hasMore : Boolean(cursor),
        startCursor: items[0]?.cursor ?? null,
        endCursor: items.at(-1)?.cursor ?? null,
      },
    };
  }

  /**
   * Creates a counterparty and its bank accounts in one transaction and
   * announces it. Bad input changes nothing and names the field at fault.
   */
  async create(
    auth: AccessClaims,
    body: CounterpartyCreateBody,
  ): Promise<CounterpartyCreatedResponse> {
    requirePermission(auth, 'counterparties:create');
    const { bankAccounts, ...fields } = body;
    // Every field's refusal in one answer: the names and the accounts are checked apart.
    const [input, accounts] = checkEach(
      () => {
        const input = { ...fields, ...normaliseFields(fields) };
        checkNames(input);
        return input;
      },
      () => {
        if (bankAccounts.length === 0) throw counterpartyErrors.bankAccountRequired();
        const accounts = bankAccounts.map((account, index) =>
          normaliseAccount(account, `bankAccounts.${index}`),
        );
        checkNewAccounts(accounts, 'bankAccounts');
        return accounts;
      },
    );
    const created = await this.db
      .transaction()
      .execute(async (trx) => {
        await lockCounterpartyNames(trx, auth.org);
        if (await findAliasOwner(trx, auth.org, input.alias))
          throw counterpartyErrors.aliasExists();
        if (input.externalId && (await findExternalIdOwner(trx, auth.org, input.externalId)))
          throw counterpartyErrors.externalIdExists();
        await refuseRegistered(trx, auth.org, accounts, 'bankAccounts');
        const row = await insertCounterparty(trx, auth.org, auth.sub, input);
        await appendBankAccounts(trx, auth.org, row.id, accounts, 0);
        await publishEvent(trx as never, {
          type: 'counterparty.created',
          organizationId: auth.org,
          subjectId: row.id,
          permission: 'counterparties:read',
        });
        await recordEntityActivity(trx, auth, 'COUNTERPARTY', row.id, 'CREATED', {
          values: {
            legalName: row.legal_name,
            alias: row.alias,
          },
          changes: [
            { field: 'legalName', before: null, after: row.legal_name },
            { field: 'alias', before: null, after: row.alias },
            { field: 'bankAccounts', before: null, after: accountList(accounts) },
          ],
        });
        return row;
      })
      .catch((error: unknown) => uniqueViolation(error, 'bankAccounts'));
    const [node] = await withBankAccounts(this.db, auth.org, [created]);
    return { cursor: await findListedCursor(this.db, auth.org, created.id), node: node! };
  }

  /**
   * Changes a counterparty in one transaction (see `CounterpartyUpdateBody`): its names,
   * email, type, external id and status, and its bank accounts (added,
   * removed, aliased). A generated default counterparty is refused, as is a
   * different bank, number or name on an existing account. Bad input changes
   * nothing.
   */
  async update(
    auth: AccessClaims,
    id: string,
    body: CounterpartyUpdateBody,
  ): Promise<CounterpartyResponse> {
    requirePermission(auth, 'counterparties:update');
    const { addBankAccounts, updateBankAccounts, removeBankAccountIds, ...given } = body;
    const fields = { ...given, ...normaliseFields(given) };
    checkNames(fields);
    const additions = (addBankAccounts ?? []).map((account, index) =>
      normaliseAccount(account, `addBankAccounts.${index}`),
    );
    checkNewAccounts(additions, 'addBankAccounts');
    const updates = updateBankAccounts ?? [];
    const removals = removeBankAccountIds ?? [];

    await this.db
      .transaction()
      .execute(async (trx) => {
        await lockCounterpartyNames(trx, auth.org);
        const row = await lockCounterparty(trx, auth.org, id);
        if (!row) throw counterpartyErrors.notFound();
        if (row.generated) throw counterpartyErrors.generatedProtected();
        const [before] = await withBankAccounts(trx, auth.org, [row]);
        const held = new Map(before!.bankAccounts.map((account) => [account.id, account]));

        const aliasChanges = bankAccountAliasChanges(updates, held);
        removals.forEach((removedId, index) => {
          if (!held.has(removedId))
            throw counterpartyErrors.bankAccountNotFound(`removeBankAccountIds.${index}`);
        });
        const removed = new Set(removals);
        if (held.size - removed.size + additions.length === 0)
          throw counterpartyErrors.lastBankAccount();
        // A bank account a payment under way is sent to stays (the counterparty row is locked: no payment to it can start meanwhile).
        if (
          removals.length > 0 &&
          (await hasOngoingOrder(trx, auth.org, { counterpartyId: id, bankAccountIds: removals }))
        )
          throw counterpartyErrors.ongoingTransfer('removeBankAccountIds');

        if (
          fields.alias !== undefined &&
          nameSkeleton(fields.alias) !== row.alias_key &&
          (await findAliasOwner(trx, auth.org, fields.alias, id))
        ) {
          throw counterpartyErrors.aliasExists();
        }
        if (
          fields.externalId &&
          fields.externalId !== row.external_id &&
          (await findExternalIdOwner(trx, auth.org, fields.externalId, id))
        ) {
          throw counterpartyErrors.externalIdExists();
        }

        await removeBankAccounts(trx, id, [...removed]);
        await refuseRegistered(trx, auth.org, additions, 'addBankAccounts');
        for (const change of aliasChanges.filter((c) => !removed.has(c.id)))
          await setBankAccountAlias(trx, id, change.id, change.alias);
        await appendBankAccounts(trx, auth.org, id, additions);
        await updateCounterparty(trx, auth.org, id, fields);

        const after = (
          await withBankAccounts(trx, auth.org, await findCounterpartiesByIds(trx, auth.org, [id]))
        )[0]!;
        await recordCounterpartyChange(trx, auth, id, before!, after);
      })
      .catch((error: unknown) => uniqueViolation(error, 'addBankAccounts'));
    return this.get(auth, id);
  }

  /** Deletes a counterparty with its bank accounts; a generated default counterparty is refused. */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'counterparties:delete');
    await this.db.transaction().execute(async (trx) => {
      const row = await lockCounterparty(trx, auth.org, id);
      if (!row) throw counterpartyErrors.notFound();
      if (row.generated) throw counterpartyErrors.generatedProtected();
      if (await hasOngoingOrder(trx, auth.org, { counterpartyId: id }))
        throw counterpartyErrors.ongoingTransfer();
      const [before] = await withBankAccounts(trx, auth.org, [row]);
      await deleteCounterparty(trx, auth.org, id);
      await recordEntityActivity(trx, auth, 'COUNTERPARTY', id, 'DELETED', {
        values: {
          legalName: row.legal_name,
          alias: row.alias,
        },
        changes: [
          { field: 'legalName', before: row.legal_name, after: null },
          { field: 'alias', before: row.alias, after: null },
          { field: 'bankAccounts', before: accountList(before!.bankAccounts), after: null },
        ],
      });
    });
  }
}

/** A new bank account as stored; a name or alias with invisible or control characters is refused on `<path>.<field>`. */
function normaliseAccount(
  account: { bankCode: string; accountNumber: string; accountName: string; alias?: string | null },
  path: string,
): NewBankAccount {
  return {
    bankCode: account.bankCode.trim(),
    accountNumber: account.accountNumber.replace(/[\s-]/g, ''),
    accountName: normaliseName(account.accountName, `${path}.accountName`),
    alias: normaliseOptionalName(account.alias, `${path}.alias`),
  };
}

/**
 * The text fields as stored, for those given: names in NFKC without invisible
 * characters, an empty email or external id as null, a tax number as its
 * digits (or its own error). Other fields pass as the contract validated them.
 */
function normaliseFields(fields: {
  legalName?: string;
  alias?: string;
  email?: string | null;
  externalId?: string | null;
  taxNumber?: string | null;
}) {
  return {
    ...(fields.legalName === undefined
      ? {}
      : { legalName: normaliseName(fields.legalName, 'legalName') }),
    ...(fields.alias === undefined ? {} : { alias: normaliseName(fields.alias, 'alias') }),
    ...(fields.email === undefined ? {} : { email: fields.email?.trim() || null }),
    ...(fields.externalId === undefined
      ? {}
      : { externalId: normaliseOptionalName(fields.externalId, 'externalId') }),
    ...(fields.taxNumber === undefined
      ? {}
      : { taxNumber: normaliseTaxNumber(fields.taxNumber, counterpartyErrors.taxNumber) }),
  };
}

/** The rules on names and email, for the fields given. */
function checkNames(input: { legalName?: string; alias?: string; email?: string | null }): void {
  checkEach(
    () => {
      if (input.legalName !== undefined && !input.legalName)
        throw counterpartyErrors.required('legalName');
    },
    () => {
      if (input.alias !== undefined && !input.alias) throw counterpartyErrors.required('alias');
    },
    () => {
      if (input.email !== undefined && input.email !== null && !input.email.includes('@'))
        throw counterpartyErrors.invalidEmail();
    },
  );
}

/** The rules on new bank accounts, each error on `<list>.<index>.<field>`. */
function checkNewAccounts(accounts: NewBankAccount[], list: string): void {
  const seen = new Set<string>();
  const checks = accounts.flatMap((account, index) => {
    const path = `${list}.${index}`;
    return [
      () => {
        if (!account.bankCode) throw counterpartyErrors.required(`${path}.bankCode`);
        if (!findBank(account.bankCode)) throw counterpartyErrors.unknownBank(`${path}.bankCode`);
      },
      () => {
        if (!account.accountNumber) throw counterpartyErrors.required(`${path}.accountNumber`);
        if (!/^[0-9]{5,34}$/.test(account.accountNumber))
          throw counterpartyErrors.invalidAccountNumber(`${path}.accountNumber`);
        const key = `${account.bankCode}:${account.accountNumber}`;
        if (seen.has(key)) throw counterpartyErrors.repeatedBankAccount(`${path}.accountNumber`);
        seen.add(key);
      },
      () => {
        if (!account.accountName) throw counterpartyErrors.required(`${path}.accountName`);
      },
    ];
  });
  checkEach(...checks);
}

/** Refuses bank accounts a counterparty of the organisation (a user's or a generated one) already holds. */
async function refuseRegistered(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  accounts: NewBankAccount[],
  list: string,
): Promise<void> {
  const registered = await findRegisteredBankAccounts(trx, organizationId, accounts);
  if (registered.length === 0) return;
  const index = accounts.findIndex((a) =>
    registered.some((r) => r.bank_code === a.bankCode && r.account_number === a.accountNumber),
  );
  throw counterpartyErrors.duplicateBankAccount(`${list}.${index}.accountNumber`);
}

type HeldBankAccount = CounterpartyResponse['bankAccounts'][number];

/**
 * The aliases an update changes on the counterparty's bank accounts; its bank,
 * number and name on an existing account must stay as they are (refused
 * naming the field otherwise), as must the account being one it holds.
 */
function bankAccountAliasChanges(
  updates: NonNullable<CounterpartyUpdateBody['updateBankAccounts']>,
  held: Map<string, HeldBankAccount>,
): { id: string; alias: string | null }[] {
  const aliasChanges: { id: string; alias: string | null }[] = [];
  updates.forEach((update, index) => {
    const path = `updateBankAccounts.${index}`;
    const account = held.get(update.id);
    if (!account) throw counterpartyErrors.bankAccountNotFound(`${path}.id`);
    if (update.bankCode !== undefined && update.bankCode.trim() !== account.bankCode)
      throw counterpartyErrors.immutableBankAccount(`${path}.bankCode`);
    if (
      update.accountNumber !== undefined &&
      update.accountNumber.replace(/[\s-]/g, '') !== account.accountNumber
    ) {
      throw counterpartyErrors.immutableBankAccount(`${path}.accountNumber`);
    }
    // Compared in NFKC on both sides: a name stored before names were normalised is still the same name.
    if (
      update.accountName !== undefined &&
      normaliseName(update.accountName, `${path}.accountName`) !==
        account.accountName.normalize('NFKC').trim()
    ) {
      throw counterpartyErrors.immutableBankAccount(`${path}.accountName`);
    }
    if (update.alias !== undefined) {
      const alias = normaliseOptionalName(update.alias, `${path}.alias`);
      if (alias !== account.alias) aliasChanges.push({ id: account.id, alias });
    }
  });
  return aliasChanges;
}

/** The activity of a counterparty's change, fields and bank accounts compared before and after; a status change alone says so. Nothing when nothing changed. */
async function recordCounterpartyChange(
  trx: Transaction<TreasuryDatabase>,
  auth: AccessClaims,
  id: string,
  before: CounterpartyResponse,
  after: CounterpartyResponse,
): Promise<void> {
  const view = (c: CounterpartyResponse) => ({
    ...c,
    bankAccounts: c.bankAccounts.map(
      (a) => `${a.bankCode} ${a.accountNumber}${a.alias ? ` (${a.alias})` : ''}`,
    ),
  });
  const changes = changesBetween<string>(view(before), view(after), LOGGED_FIELDS);
  if (changes.length === 0) return;
  const statusOnly = changes.length === 1 && changes[0]!.field === 'status';
  await recordActivityBy(trx, auth, {
    entity: 'COUNTERPARTY',
    entityId: id,
    action: 'UPDATED',
    description: statusOnly
      ? describeActivity('COUNTERPARTY_STATUS_CHANGED', {
          legalName: after.legalName,
          alias: after.alias,
          status: after.status,
        })
      : describeActivity('COUNTERPARTY_CHANGED', {
          legalName: after.legalName,
          alias: after.alias,
        }),
    changes,
  });
}
