import {
  bankAccountErrors,
  type BankAccountCredentialsBody,
} from '../../../contracts/treasury/bank-accounts.js';
import { entityErrors } from '../../../contracts/treasury/entities.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { requirePermission } from '../../guards.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { withoutNulls } from '../../upstream/fields.js';
import { userOf } from '../profile/loaders.js';

const ACCOUNT_NOT_FOUND = userErrorOf(bankAccountErrors.notFound, 'bankAccountId');
const ENTITY_NOT_FOUND = userErrorOf(entityErrors.notFound, 'entityId');

/** Only the credentials given, as the service takes them. */
function credentials(
  input: Record<string, string | null | undefined> | null | undefined,
): BankAccountCredentialsBody | undefined {
  if (!input) return undefined;
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => typeof value === 'string'),
  ) as BankAccountCredentialsBody;
}

/** The organisation's bank accounts, entities and balances. */
export const bankAccountResolvers: Resolvers = {
  Query: {
    bankAccounts: async (_root, args, context) => {
      requirePermission(context, 'bank-accounts:read');
      const entityId = idOfType(args.entityId, 'Entity');
      if (entityId === null) return [];
      const accounts = await context.api.bankAccounts.bankAccounts(
        context.caller,
        withoutNulls({
          search: args.search,
          currency: args.currency,
          status: args.status,
          entityId,
        }),
      );
      for (const account of accounts) context.loaders.bankAccount.prime(account.id, account);
      return accounts;
    },
    entities: (_root, _args, context) => {
      requirePermission(context, 'bank-accounts:read');
      return context.api.bankAccounts.entities(context.caller);
    },
    balances: (_root, _args, context) => {
      requirePermission(context, 'balances:read');
      return context.api.bankAccounts.balances(context.caller);
    },
  },
  BankAccount: {
    id: (account) => toGlobalId('BankAccount', account.id),
    bank: (account) => ({ code: account.bankCode, name: account.bankName }),
    entity: async (account, _args, context) =>
      (await context.loaders.entities.load('all')).find(
        (entity) => entity.id === account.entity.id,
      ) ?? { ...account.entity, bankAccountCount: 0, createdAt: account.createdAt },
    currency: (account) => account.currency as 'IDR' | 'USD' | 'SGD',
    createdBy: (account, _args, context) => userOf(context, account.createdBy),
  },
  Entity: {
    id: (entity) => toGlobalId('Entity', entity.id),
  },
  Bank: {
    automatedTypes: async (bank, _args, context) =>
      bank.automatedTypes ??
      (await context.loaders.banks.load('all')).find((known) => known.code === bank.code)
        ?.automatedTypes ??
      [],
  },
  Balance: {
    available: (balance) => ({
      amount: balance.available,
      currency: balance.currency as 'IDR' | 'USD' | 'SGD',
    }),
    ledger: (balance) =>
      balance.ledger === null
        ? null
        : { amount: balance.ledger, currency: balance.currency as 'IDR' | 'USD' | 'SGD' },
  },
  CurrencyTotal: {
    available: (total) => ({
      amount: total.available,
      currency: total.currency as 'IDR' | 'USD' | 'SGD',
    }),
    currency: (total) => total.currency as 'IDR' | 'USD' | 'SGD',
  },
  Mutation: {
    bankAccountCreate: async (_root, { input }, context) => {
      const entityId = idOfType(input.entityId, 'Entity');
      if (entityId === null) return { bankAccount: null, userErrors: [ENTITY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bankAccounts.createBankAccount(context.caller, {
          bankCode: input.bankCode,
          accountNumber: input.accountNumber,
          accountName: input.accountName,
          alias: input.alias,
          currency: input.currency,
          connectionType: input.connectionType,
          ...withoutNulls({
            entityId,
            automatedType: input.automatedType,
            credentials: credentials(input.credentials),
            status: input.status,
          }),
        }),
      );
      return result.ok
        ? { bankAccount: result.value, userErrors: [] }
        : { bankAccount: null, userErrors: result.userErrors };
    },
    bankAccountUpdate: async (_root, { input }, context) => {
      const id = idOfType(input.bankAccountId, 'BankAccount');
      if (!id) return { bankAccount: null, userErrors: [ACCOUNT_NOT_FOUND] };
      const entityId = idOfType(input.entityId, 'Entity');
      if (entityId === null) return { bankAccount: null, userErrors: [ENTITY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bankAccounts.updateBankAccount(
          context.caller,
          id,
          withoutNulls({
            alias: input.alias,
            accountName: input.accountName,
            entityId,
            status: input.status,
            connectionType: input.connectionType,
            automatedType: input.automatedType,
            credentials: credentials(input.credentials),
          }),
        ),
      );
      return result.ok
        ? { bankAccount: result.value, userErrors: [] }
        : { bankAccount: null, userErrors: result.userErrors };
    },
    bankAccountDelete: async (_root, { input }, context) => {
      const id = idOfType(input.bankAccountId, 'BankAccount');
      if (!id) return { deletedBankAccountId: null, userErrors: [ACCOUNT_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bankAccounts.deleteBankAccount(context.caller, id),
      );
      return result.ok
        ? { deletedBankAccountId: input.bankAccountId, userErrors: [] }
        : { deletedBankAccountId: null, userErrors: result.userErrors };
    },
    balanceRecord: async (_root, { input }, context) => {
      const id = idOfType(input.bankAccountId, 'BankAccount');
      if (!id) return { bankAccount: null, userErrors: [ACCOUNT_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bankAccounts.recordBalance(context.caller, id, {
          available: input.available,
          ...withoutNulls({ ledger: input.ledger, asOf: input.asOf }),
        }),
      );
      return result.ok
        ? { bankAccount: result.value, userErrors: [] }
        : { bankAccount: null, userErrors: result.userErrors };
    },
    entityCreate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.bankAccounts.createEntity(context.caller, input.name),
      );
      return result.ok
        ? { entity: result.value, userErrors: [] }
        : { entity: null, userErrors: result.userErrors };
    },
    entityRename: async (_root, { input }, context) => {
      const id = idOfType(input.entityId, 'Entity');
      if (!id) return { entity: null, userErrors: [ENTITY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bankAccounts.renameEntity(context.caller, id, input.name),
      );
      return result.ok
        ? { entity: result.value, userErrors: [] }
        : { entity: null, userErrors: result.userErrors };
    },
    entityDelete: async (_root, { input }, context) => {
      const id = idOfType(input.entityId, 'Entity');
      if (!id) return { deletedEntityId: null, userErrors: [ENTITY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bankAccounts.deleteEntity(context.caller, id),
      );
      return result.ok
        ? { deletedEntityId: input.entityId, userErrors: [] }
        : { deletedEntityId: null, userErrors: result.userErrors };
    },
  },
};
