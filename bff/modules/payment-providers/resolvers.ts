import { importErrors } from '../../../contracts/treasury/imports.js';
import {
  PAYMENT_PROVIDER_CATALOGUE,
  PAYMENT_PROVIDER_CODES,
  paymentProviderErrors,
  type PaymentProviderCredentials,
} from '../../../contracts/treasury/payment-providers.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { requirePermission } from '../../guards.js';
import { namingField, graphQLError, userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { withoutNulls } from '../../upstream/fields.js';
import { confirmImport } from '../statements/confirm-import.js';
import type { PaymentProviderOptionRecord } from './upstream.js';

const MAX_PAGE_SIZE = 100;
const READ = 'payment-providers:read';
const NOT_FOUND = userErrorOf(paymentProviderErrors.notFound, 'paymentProviderId');
const BANK_ACCOUNT_NOT_FOUND = userErrorOf(paymentProviderErrors.bankAccountNotFound);
const UPLOAD_NOT_FOUND = userErrorOf(importErrors.uploadNotFound);
const EMPTY_PAGE = {
  items: [],
  totalCount: 0,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};

const money = <C extends string>(amount: string, currency: C) => ({ amount, currency });

function pageSize(first: number | null | undefined): void {
  if (first !== null && first !== undefined && (first < 0 || first > MAX_PAGE_SIZE))
    throw graphQLError('BAD_USER_INPUT', `first must be between 0 and ${MAX_PAGE_SIZE}.`, {
      field: 'first',
    });
}

/** The provider filter as the service takes it: undefined when absent, null when it names no provider (nothing matches). */
function providerFilter(globalId: string | null | undefined): string | undefined | null {
  if (globalId === null || globalId === undefined) return undefined;
  return idOfType(globalId, 'PaymentProvider') ?? null;
}

/**
 * What a list of the providers' reports asks upstream: its page (the size
 * checked) and its filters without nulls, the provider's global id read;
 * null when that id is no provider's (the list is empty then).
 */
function reportListRequest<
  Args extends { first?: number | null; after?: string | null; paymentProviderId?: string | null },
>(args: Args) {
  pageSize(args.first);
  const { first, after, paymentProviderId, ...filters } = args;
  const provider = providerFilter(paymentProviderId);
  if (provider === null) return null;
  return {
    page: { first, after },
    filters: withoutNulls({ ...filters, paymentProviderId: provider }),
  };
}

/** The credentials as the service takes them: a value by field. */
const credentialsOf = (
  entries: readonly { key: string; value: string }[],
): PaymentProviderCredentials =>
  Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));

/** The service's "not found" names no field; the mutation's input calls it `paymentProviderId`. */
const withIdField = namingField(paymentProviderErrors.notFound.code, 'paymentProviderId');

const OPTIONS: PaymentProviderOptionRecord[] = PAYMENT_PROVIDER_CODES.map((code) => {
  const entry = PAYMENT_PROVIDER_CATALOGUE[code];
  return {
    code,
    name: entry.name,
    credentialFields: [...entry.credentials],
    importable: entry.report.layout !== null,
    reportName: entry.report.layout !== null ? entry.report.name : null,
    noImportReason: entry.report.layout === null ? entry.report.reason : null,
  };
});

const canReadAccounts = (context: Context) =>
  Boolean(context.viewer?.permissions.includes('bank-accounts:read'));
const canRead = (context: Context) => Boolean(context.viewer?.permissions.includes(READ));

/** Payment providers: their lists with filters, the catalogue, create, update, delete, and the import of their reports. */
export const paymentProviderResolvers: Resolvers = {
  Query: {
    paymentProviders: async (_root, args, context) => {
      requirePermission(context, READ);
      pageSize(args.first);
      const page = await context.api.paymentProviders.listPaymentProviders(context.caller, args);
      for (const { node } of page.items) context.loaders.paymentProvider.prime(node.id, node);
      return page;
    },
    paymentProviderOptions: (_root, _args, context) => {
      requirePermission(context, READ);
      return OPTIONS;
    },
    paymentRecords: async (_root, args, context) => {
      requirePermission(context, READ);
      const request = reportListRequest({ ...args, search: args.search?.trim() || undefined });
      if (!request) return EMPTY_PAGE;
      const page = await context.api.paymentProviders.listPaymentRecords(
        context.caller,
        request.page,
        request.filters,
      );
      for (const { node } of page.items) context.loaders.paymentRecord.prime(node.id, node);
      return page;
    },
    paymentTransactions: async (_root, args, context) => {
      requirePermission(context, READ);
      const request = reportListRequest({ ...args, search: args.search?.trim() || undefined });
      if (!request) return EMPTY_PAGE;
      return context.api.paymentProviders.listPaymentTransactions(
        context.caller,
        request.page,
        request.filters,
      );
    },
    paymentSettlements: async (_root, args, context) => {
      requirePermission(context, READ);
      const request = reportListRequest(args);
      if (!request) return EMPTY_PAGE;
      return context.api.paymentProviders.listPaymentSettlements(
        context.caller,
        request.page,
        request.filters,
      );
    },
  },
  Mutation: {
    paymentProviderCreate: async (_root, { input }, context) => {
      const bankAccountId = idOfType(input.bankAccountId, 'BankAccount');
      if (!bankAccountId) return { paymentProvider: null, userErrors: [BANK_ACCOUNT_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.paymentProviders.createPaymentProvider(context.caller, {
          provider: input.provider,
          name: input.name,
          bankAccountId,
          credentials: credentialsOf(input.credentials),
        }),
      );
      if (!result.ok) return { paymentProvider: null, userErrors: result.userErrors };
      context.loaders.paymentProvider.prime(result.value.id, result.value);
      return { paymentProvider: result.value, userErrors: [] };
    },
    paymentProviderUpdate: async (_root, { input }, context) => {
      const id = idOfType(input.paymentProviderId, 'PaymentProvider');
      if (!id) return { paymentProvider: null, userErrors: [NOT_FOUND] };
      const bankAccountId = idOfType(input.bankAccountId, 'BankAccount');
      if (bankAccountId === null)
        return { paymentProvider: null, userErrors: [BANK_ACCOUNT_NOT_FOUND] };
      const body = withoutNulls({
        name: input.name,
        bankAccountId,
        credentials: input.credentials ? credentialsOf(input.credentials) : undefined,
      });
      const result = await withUserErrors(() =>
        context.api.paymentProviders.updatePaymentProvider(context.caller, id, body),
      );
      if (!result.ok)
        return { paymentProvider: null, userErrors: result.userErrors.map(withIdField) };
      return { paymentProvider: result.value, userErrors: [] };
    },
    paymentProviderDelete: async (_root, { input }, context) => {
      const id = idOfType(input.paymentProviderId, 'PaymentProvider');
      if (!id) return { deletedPaymentProviderId: null, userErrors: [NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.paymentProviders.deletePaymentProvider(context.caller, id),
      );
      if (!result.ok)
        return { deletedPaymentProviderId: null, userErrors: result.userErrors.map(withIdField) };
      return { deletedPaymentProviderId: input.paymentProviderId, userErrors: [] };
    },
    paymentReportImportStart: async (_root, { input }, context) => {
      const uploadId = idOfType(input.uploadId, 'Upload');
      if (!uploadId) return { import: null, userErrors: [UPLOAD_NOT_FOUND] };
      const paymentProviderId = idOfType(input.paymentProviderId, 'PaymentProvider');
      if (!paymentProviderId) return { import: null, userErrors: [NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.statements.startImport(context.caller, {
          kind: 'PAYMENT_REPORT',
          uploadId,
          paymentProviderId,
        }),
      );
      return result.ok
        ? { import: result.value, userErrors: [] }
        : { import: null, userErrors: result.userErrors };
    },
    paymentReportImportConfirm: (_root, { input }, context) =>
      confirmImport(context, 'PAYMENT_REPORT', input.importId),
  },
  Import: {
    paymentProvider: (record, _args, context) =>
      record.paymentProviderId && canRead(context)
        ? context.loaders.paymentProvider.load(record.paymentProviderId)
        : null,
  },
  PaymentProviderConnection: { edges: (page) => page.items },
  PaymentRecordConnection: { edges: (page) => page.items },
  PaymentTransactionConnection: { edges: (page) => page.items },
  PaymentSettlementConnection: { edges: (page) => page.items },
  PaymentProvider: {
    id: (record) => toGlobalId('PaymentProvider', record.id),
    providerName: (record) => PAYMENT_PROVIDER_CATALOGUE[record.provider].name,
    credentialFields: (record) => [...PAYMENT_PROVIDER_CATALOGUE[record.provider].credentials],
    bankAccount: (record, _args, context) =>
      canReadAccounts(context) ? context.loaders.bankAccount.load(record.bankAccountId) : null,
  },
  PaymentRecord: {
    id: (record) => toGlobalId('PaymentRecord', record.id),
    paymentProvider: (record, _args, context) =>
      context.loaders.paymentProvider.load(record.paymentProviderId),
    grossAmount: (record) => money(record.grossAmount, record.currency),
    fees: (record) => money(record.fees, record.currency),
    netAmount: (record) => money(record.netAmount, record.currency),
    settledAmount: (record) => money(record.settledAmount, record.currency),
    settlement: (record, _args, context) =>
      record.settlementId ? context.loaders.paymentSettlement.load(record.settlementId) : null,
  },
  PaymentTransaction: {
    id: (record) => toGlobalId('PaymentTransaction', record.id),
    paymentProvider: (record, _args, context) =>
      context.loaders.paymentProvider.load(record.paymentProviderId),
    paymentRecord: (record, _args, context) =>
      record.paymentRecordId ? context.loaders.paymentRecord.load(record.paymentRecordId) : null,
    amount: (record) => money(record.amount, record.currency),
    fees: (record) => money(record.fees, record.currency),
    netAmount: (record) => money(record.netAmount, record.currency),
  },
  PaymentSettlement: {
    id: (record) => toGlobalId('PaymentSettlement', record.id),
    paymentProvider: (record, _args, context) =>
      context.loaders.paymentProvider.load(record.paymentProviderId),
    bankAccount: (record, _args, context) =>
      canReadAccounts(context) ? context.loaders.bankAccount.load(record.bankAccountId) : null,
    amount: (record) => money(record.amount, record.currency),
    reconciledAmount: (record) => money(record.reconciledAmount, record.currency),
  },
};
