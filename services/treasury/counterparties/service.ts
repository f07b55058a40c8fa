import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../kit/auth.js';
import { requirePermission } from '../../kit/auth.js';
import { commonErrors, ServiceError } from '../../kit/errors.js';
import { recordActivity } from '../../kit/activity.js';
import { publishEvent } from '../../kit/events.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import {
  countCounterparties,
  findAliasOwner,
  findCounterpartiesByIds,
  findRegisteredBankAccounts,
  listCounterparties,
  withBankAccounts,
  type Keyset,
  type ListFilter,
} from './repository.js';
import type { CounterpartyResponse, CreateBody, ListQuery, ListResponse } from './schemas.js';

export const DEFAULT_PAGE_SIZE = 20;

export const counterpartyErrors = {
  duplicateBankAccount: (field: string) => new ServiceError(409, 'U-TRSY-CP-1', 'This bank account is already registered.', field),
  aliasExists: () => new ServiceError(409, 'U-TRSY-CP-2', 'This alias is already used by another counterparty.', 'alias'),
  invalidCursor: (field: string) => new ServiceError(400, 'U-TRSY-CP-3', 'The pagination cursor is not valid.', field),
  bankAccountRequired: () => new ServiceError(400, 'U-TRSY-CP-4', 'Add at least one bank account.', 'bankAccounts'),
  unknownBank: (field: string) => new ServiceError(400, 'U-TRSY-CP-5', 'Choose a bank from the list.', field),
  invalidAccountNumber: (field: string) => new ServiceError(400, 'U-TRSY-CP-6', 'The account number must be 5 to 34 digits.', field),
  required: (field: string) => new ServiceError(400, 'REQUIRED', 'This field is required', field),
  invalidEmail: () => new ServiceError(400, 'INVALID_EMAIL', 'Invalid email format', 'email'),
  bothDirections: () => new ServiceError(400, 'U-TRSY-CP-7', 'Page forward (first, after) or backward (last, before), not both.', 'first'),
  repeatedBankAccount: (field: string) => new ServiceError(400, 'U-TRSY-CP-8', 'This bank account appears more than once.', field),
};

const encodeCursor = (row: { sort_name: string; id: string }) => Buffer.from(JSON.stringify([row.sort_name, row.id])).toString('base64url');

function decodeCursor(cursor: string, field: string): Keyset {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string' && /^[0-9a-f-]{36}$/.test(value[1])) {
      return { name: value[0], id: value[1] };
    }
  } catch {
    // falls through to the error below
  }
  throw counterpartyErrors.invalidCursor(field);
}

/** The counterparty rules of spec section 5, enforced against one organisation's data. */
export class CounterpartyService {
  constructor(private readonly db: Kysely<TreasuryDatabase>) {}

  async list(auth: AccessClaims, query: ListQuery): Promise<ListResponse> {
    requirePermission(auth, 'counterparties:read');
    const backward = query.last !== undefined || query.before !== undefined;
    if (backward && (query.first !== undefined || query.after !== undefined)) throw counterpartyErrors.bothDirections();
    const filter: ListFilter = { search: query.search, type: query.type };
    const limit = (backward ? query.last : query.first) ?? DEFAULT_PAGE_SIZE;
    const cursorText = backward ? query.before : query.after;
    const cursor = cursorText ? decodeCursor(cursorText, backward ? 'before' : 'after') : undefined;
    const [page, totalCount] = await Promise.all([
      listCounterparties(this.db, auth.org, filter, { limit, direction: backward ? 'backward' : 'forward', cursor }),
      countCounterparties(this.db, auth.org, filter),
    ]);
    const nodes = await withBankAccounts(this.db, auth.org, page.rows);
    const items = page.rows.map((row, index) => ({ cursor: encodeCursor(row), node: nodes[index]! }));
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

  /** Counterparties by id, in no particular order; ids of other organisations are left out. */
  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<CounterpartyResponse[]> {
    requirePermission(auth, 'counterparties:read');
    const rows = await findCounterpartiesByIds(this.db, auth.org, ids);
    return withBankAccounts(this.db, auth.org, rows);
  }

  async get(auth: AccessClaims, id: string): Promise<CounterpartyResponse> {
    const [found] = await this.findByIds(auth, [id]);
    if (!found) throw commonErrors.notFound('Counterparty');
    return found;
  }

  /**
   * Creates a counterparty and its bank accounts in one transaction and
   * announces it. Bad input changes nothing and names the field at fault.
   */
  async create(auth: AccessClaims, body: CreateBody): Promise<{ cursor: string; node: CounterpartyResponse }> {
    requirePermission(auth, 'counterparties:create');
    const input = normalise(body);
    validate(input);
    const created = await this.db.transaction().execute(async (trx) => {
      if (await findAliasOwner(trx, auth.org, input.alias)) throw counterpartyErrors.aliasExists();
      const registered = await findRegisteredBankAccounts(trx, auth.org, input.bankAccounts);
      if (registered.length > 0) {
        const index = input.bankAccounts.findIndex((a) => registered.some((r) => r.bank_code === a.bankCode && r.account_number === a.accountNumber));
        throw counterpartyErrors.duplicateBankAccount(`bankAccounts.${index}.accountNumber`);
      }
      const row = await trx
        .insertInto('counterparties')
        .values({ organization_id: auth.org, legal_name: input.legalName, alias: input.alias, email: input.email, type: input.type, created_by: auth.sub })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('counterparty_bank_accounts')
        .values(
          input.bankAccounts.map((a, position) => ({
            organization_id: auth.org,
            counterparty_id: row.id,
            bank_code: a.bankCode,
            account_number: a.accountNumber,
            account_name: a.accountName,
            alias: a.alias,
            position,
          })),
        )
        .execute();
      await publishEvent(trx as never, { type: 'counterparty.created', organizationId: auth.org, subjectId: row.id, permission: 'counterparties:read' });
      await recordActivity(trx, {
        actor: auth,
        organizationId: auth.org,
        entity: 'COUNTERPARTY',
        entityId: row.id,
        action: 'CREATED',
        summary: `Counterparty ${row.legal_name} (${row.alias}) created`,
        changes: [
          { field: 'legalName', before: null, after: row.legal_name },
          { field: 'alias', before: null, after: row.alias },
          { field: 'bankAccounts', before: null, after: input.bankAccounts.map((a) => `${a.bankCode} ${a.accountNumber}`).join(', ') },
        ],
      });
      return row;
    }).catch((error: unknown) => {
      // A concurrent create can pass the checks above and lose at the unique index.
      const constraint = (error as { constraint?: string }).constraint;
      if (constraint === 'counterparties_alias_unique') throw counterpartyErrors.aliasExists();
      if (constraint === 'counterparty_bank_accounts_unique') throw counterpartyErrors.duplicateBankAccount('bankAccounts');
      throw error;
    });
    const [node] = await withBankAccounts(this.db, auth.org, [created]);
    return { cursor: encodeCursor({ sort_name: created.legal_name.toLowerCase(), id: created.id }), node: node! };
  }
}

type NormalisedInput = {
  legalName: string;
  alias: string;
  email: string | null;
  type: 'COMPANY' | 'INDIVIDUAL';
  bankAccounts: { bankCode: string; accountNumber: string; accountName: string; alias: string | null }[];
};

function normalise(body: CreateBody): NormalisedInput {
  return {
    legalName: body.legalName.trim(),
    alias: body.alias.trim(),
    email: body.email?.trim() || null,
    type: body.type,
    bankAccounts: body.bankAccounts.map((a) => ({
      bankCode: a.bankCode.trim(),
      accountNumber: a.accountNumber.replace(/[\s-]/g, ''),
      accountName: a.accountName.trim(),
      alias: a.alias?.trim() || null,
    })),
  };
}

function validate(input: NormalisedInput): void {
  if (!input.legalName) throw counterpartyErrors.required('legalName');
  if (!input.alias) throw counterpartyErrors.required('alias');
  if (input.email !== null && !input.email.includes('@')) throw counterpartyErrors.invalidEmail();
  if (input.bankAccounts.length === 0) throw counterpartyErrors.bankAccountRequired();
  const seen = new Set<string>();
  input.bankAccounts.forEach((account, index) => {
    const path = `bankAccounts.${index}`;
    if (!account.bankCode) throw counterpartyErrors.required(`${path}.bankCode`);
    if (!findBank(account.bankCode)) throw counterpartyErrors.unknownBank(`${path}.bankCode`);
    if (!account.accountNumber) throw counterpartyErrors.required(`${path}.accountNumber`);
    if (!/^[0-9]{5,34}$/.test(account.accountNumber)) throw counterpartyErrors.invalidAccountNumber(`${path}.accountNumber`);
    if (!account.accountName) throw counterpartyErrors.required(`${path}.accountName`);
    const key = `${account.bankCode}:${account.accountNumber}`;
    if (seen.has(key)) throw counterpartyErrors.repeatedBankAccount(`${path}.accountNumber`);
    seen.add(key);
  });
}
