import type { Permission } from '../../../contracts/account/permissions.js';
import { bankAccountErrors } from '../../../contracts/treasury/bank-accounts.js';
import {
  ENDED_IMPORT_STATUSES,
  importErrors,
  type ImportKind,
  type ImportResponse,
} from '../../../contracts/treasury/imports.js';
import type { StatementFilters } from '../../../contracts/treasury/statements.js';
import type { ImportIssueSeverity, Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize } from '../../connections.js';
import type { Context } from '../../context.js';
import type { DomainEvent } from '../../events.js';
import { requirePermission, requireViewer } from '../../guards.js';
import { graphQLError, userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { withoutNulls } from '../../upstream/fields.js';
import { confirmImport } from './confirm-import.js';
import { userOf } from '../profile/loaders.js';
import { viewerProfile } from '../session/viewer-profile.js';

type Currency = 'IDR' | 'USD' | 'SGD';
const money = (amount: string, currency: string) => ({ amount, currency: currency as Currency });
const ACCOUNT_NOT_FOUND = userErrorOf(bankAccountErrors.notFound, 'bankAccountId');
const UPLOAD_NOT_FOUND = userErrorOf(importErrors.uploadNotFound);
const TERMINAL = new Set<ImportResponse['status']>(ENDED_IMPORT_STATUSES);
/** Who may read an import, by kind (the service checks the same). */
const READ_PERMISSION: Record<ImportKind, Permission> = {
  STATEMENT: 'statements:read',
  COUNTERPARTIES: 'counterparties:read',
  EXPECTED_TRANSACTIONS: 'expected-transactions:read',
  PAYMENT_REPORT: 'payment-providers:read',
  PAYMENTS: 'payments:read',
  TRANSFERS: 'transfers:read',
};

type FilterArgs = {
  bankAccountId?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  direction?: 'DEBIT' | 'CREDIT' | null;
  reconciliationStatus?: 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED' | null;
  amountMin?: string | null;
  amountMax?: string | null;
  search?: string | null;
  updatedSince?: string | null;
};

/** The list filters as the service takes them; null when the bank account id is not a bank account's. */
function filters(args: FilterArgs): StatementFilters | null {
  const bankAccountId = idOfType(args.bankAccountId, 'BankAccount');
  if (bankAccountId === null) return null;
  return withoutNulls({
    bankAccountId,
    dateFrom: args.dateFrom,
    dateTo: args.dateTo,
    direction: args.direction,
    status: args.reconciliationStatus,
    amountMin: args.amountMin,
    amountMax: args.amountMax,
    search: args.search?.trim() || undefined,
    updatedSince: args.updatedSince,
  });
}

/** Starts an import of an uploaded file; `uploadId` is the id `POST /api/uploads` answered. */
async function startImport(
  context: Context,
  kind: ImportKind,
  input: { uploadId: string; bankAccountId?: string | null },
) {
  const uploadId = idOfType(input.uploadId, 'Upload');
  if (!uploadId) return { import: null, userErrors: [UPLOAD_NOT_FOUND] };
  const bankAccountId = idOfType(input.bankAccountId, 'BankAccount');
  if (bankAccountId === null) return { import: null, userErrors: [ACCOUNT_NOT_FOUND] };
  const result = await withUserErrors(() =>
    context.api.statements.startImport(context.caller, {
      kind,
      uploadId,
      ...(bankAccountId ? { bankAccountId } : {}),
    }),
  );
  return result.ok
    ? { import: result.value, userErrors: [] }
    : { import: null, userErrors: result.userErrors };
}

/** Schedules, unschedules or runs a bank account's statement sync, answering the account as it then is. */
async function changeSync(
  context: Context,
  bankAccountGlobalId: string,
  change: (bankAccountId: string) => Promise<unknown>,
) {
  const bankAccountId = idOfType(bankAccountGlobalId, 'BankAccount');
  if (!bankAccountId) return { bankAccount: null, userErrors: [ACCOUNT_NOT_FOUND] };
  const result = await withUserErrors(() => change(bankAccountId));
  if (!result.ok) return { bankAccount: null, userErrors: result.userErrors };
  return { bankAccount: await context.loaders.bankAccount.load(bankAccountId), userErrors: [] };
}

/** The import's state now, then after every progress event, until it ends. */
async function* importProgress(
  context: Context,
  id: string,
  first: ImportResponse,
  events: AsyncIterableIterator<DomainEvent>,
): AsyncGenerator<ImportResponse> {
  try {
    let latest = first;
    yield latest;
    if (TERMINAL.has(latest.status)) return;
    for await (const event of events) {
      if (event.subjectId !== id) continue;
      const [fresh] = await context.api.statements.importsByIds(context.caller, [id]);
      if (!fresh) return;
      // Events can overtake each other; never step back.
      if (fresh.status === latest.status && fresh.processedBytes < latest.processedBytes) continue;
      latest = fresh;
      yield latest;
      if (TERMINAL.has(latest.status)) return;
    }
  } finally {
    await events.return?.();
  }
}

/** Statement transactions, their import and export, and the scheduled sync of API-connected accounts. */
export const statementResolvers: Resolvers = {
  Query: {
    statementTransactions: async (_root, args, context) => {
      requirePermission(context, 'statements:read');
      checkPageSize('first', args.first);
      const filter = filters(args);
      if (!filter)
        return {
          items: [],
          pageInfo: { hasNextPage: false, endCursor: null },
          totalCount: 0,
          totals: [],
        };
      const page = await context.api.statements.listStatementTransactions(
        context.caller,
        withoutNulls({
          first: args.first ?? 25,
          after: args.after,
          sort: args.sort,
          sortDirection: args.sortDirection,
        }),
        filter,
      );
      for (const { node } of page.items) context.loaders.statementTransaction.prime(node.id, node);
      return page;
    },
    imports: async (_root, args, context) => {
      requirePermission(context, READ_PERMISSION[args.kind]);
      const bankAccountId = idOfType(args.bankAccountId, 'BankAccount');
      if (bankAccountId === null) return [];
      const first = Math.min(Math.max(args.first ?? 10, 1), 50);
      return context.api.statements.listImports(context.caller, {
        kind: args.kind,
        limit: first,
        ...(bankAccountId ? { bankAccountId } : {}),
      });
    },
  },
  Mutation: {
    statementTransactionCreate: async (_root, { input }, context) => {
      const bankAccountId = idOfType(input.bankAccountId, 'BankAccount');
      if (!bankAccountId) return { statementTransaction: null, userErrors: [ACCOUNT_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.statements.createStatementTransaction(context.caller, {
          bankAccountId,
          transactionDate: input.date,
          transactionTime: input.time ?? null,
          description: input.description,
          reference: input.reference ?? null,
          direction: input.direction,
          amount: input.amount,
          endingBalance: input.endingBalance ?? null,
        }),
      );
      if (!result.ok)
        return {
          statementTransaction: null,
          userErrors: result.userErrors.map((error) =>
            error.field === 'transactionDate'
              ? { ...error, field: 'date' }
              : error.field === 'transactionTime'
                ? { ...error, field: 'time' }
                : error,
          ),
        };
      return { statementTransaction: result.value, userErrors: [] };
    },
    statementTransactionsExport: async (_root, { input }, context) => {
      const filter = filters(input);
      if (!filter) return { export: null, mailTo: null, userErrors: [ACCOUNT_NOT_FOUND] };
      // An API key's export is mailed to the member it acts for.
      const me = await viewerProfile(context);
      const result = await withUserErrors(() =>
        context.api.statements.exportStatementTransactions(context.caller, filter, me.user.email),
      );
      return result.ok
        ? { export: result.value, mailTo: me.user.email, userErrors: [] }
        : { export: null, mailTo: null, userErrors: result.userErrors };
    },
    statementImportStart: (_root, { input }, context) => startImport(context, 'STATEMENT', input),
    statementImportConfirm: (_root, { input }, context) =>
      confirmImport(context, 'STATEMENT', input.importId),
    counterpartyImportStart: (_root, { input }, context) =>
      startImport(context, 'COUNTERPARTIES', input),
    counterpartyImportConfirm: (_root, { input }, context) =>
      confirmImport(context, 'COUNTERPARTIES', input.importId),
    expectedTransactionImportStart: (_root, { input }, context) =>
      startImport(context, 'EXPECTED_TRANSACTIONS', input),
    expectedTransactionImportConfirm: (_root, { input }, context) =>
      confirmImport(context, 'EXPECTED_TRANSACTIONS', input.importId),
    paymentImportStart: (_root, { input }, context) => startImport(context, 'PAYMENTS', input),
    paymentImportConfirm: (_root, { input }, context) =>
      confirmImport(context, 'PAYMENTS', input.importId),
    transferImportStart: (_root, { input }, context) => startImport(context, 'TRANSFERS', input),
    transferImportConfirm: (_root, { input }, context) =>
      confirmImport(context, 'TRANSFERS', input.importId),
    statementSyncSchedule: (_root, { input }, context) =>
      changeSync(context, input.bankAccountId, (bankAccountId) =>
        context.api.statements.scheduleSync(context.caller, bankAccountId, input.intervalMinutes),
      ),
    statementSyncUnschedule: (_root, { input }, context) =>
      changeSync(context, input.bankAccountId, async (bankAccountId) => {
        await context.api.statements.unscheduleSync(context.caller, bankAccountId);
        context.loaders.syncSchedule.prime(bankAccountId, null);
      }),
    statementSyncRun: (_root, { input }, context) =>
      changeSync(context, input.bankAccountId, (bankAccountId) =>
        context.api.statements.runSync(context.caller, bankAccountId),
      ),
  },
  Subscription: {
    importProgress: {
      subscribe: async (_root, { importId }, context) => {
        const viewer = requireViewer(context);
        const id = idOfType(importId, 'Import');
        // Listen before reading the current state, so an import that ends in between is not missed.
        const events = context.events.subscribe(
          'import.progress',
          viewer.organizationId,
          viewer.permissions,
        );
        const [current] = id
          ? await context.api.statements
              .importsByIds(context.caller, [id])
              .catch(async (error: unknown) => {
                await events.return?.();
                throw error;
              })
          : [];
        if (!id || !current) {
          await events.return?.();
          throw graphQLError('NOT_FOUND', 'Import not found.');
        }
        return importProgress(context, id, current, events) as never;
      },
      resolve: (record: ImportResponse) => record,
    },
  },
  StatementTransactionConnection: {
    edges: (page) => page.items,
    pageInfo: (page) => ({
      hasNextPage: page.pageInfo.hasNextPage,
      hasPreviousPage: false,
      startCursor: page.items[0]?.cursor ?? null,
      endCursor: page.pageInfo.endCursor,
    }),
  },
  StatementTransaction: {
    id: (line) => toGlobalId('StatementTransaction', line.id),
    bankAccount: (line, _args, context) =>
      context.viewer?.permissions.includes('bank-accounts:read')
        ? context.loaders.bankAccount.load(line.bankAccountId)
        : null,
    date: (line) => line.transactionDate,
    time: (line) => line.transactionTime,
    amount: (line) => money(line.amount, line.currency),
    endingBalance: (line) =>
      line.endingBalance === null ? null : money(line.endingBalance, line.currency),
    reconciledAmount: (line) => money(line.reconciledAmount, line.currency),
    createdBy: (line, _args, context) => userOf(context, line.createdBy),
  },
  Import: {
    id: (record) => toGlobalId('Import', record.id),
    bankAccount: (record, _args, context) =>
      record.bankAccountId && context.viewer?.permissions.includes('bank-accounts:read')
        ? context.loaders.bankAccount.load(record.bankAccountId)
        : null,
    progress: (record) =>
      TERMINAL.has(record.status)
        ? 1
        : record.totalBytes > 0
          ? Math.min(1, record.processedBytes / record.totalBytes)
          : 0,
    issues: (record, { first }) =>
      record.issues.slice(0, Math.min(Math.max(first ?? 100, 0), 1000)).map((issue) => ({
        ...issue,
        severity: issue.severity.toUpperCase() as ImportIssueSeverity,
      })),
    statementSummary: (record) => {
      if (record.kind !== 'STATEMENT') return null;
      const currency = record.summary.currency ?? 'IDR';
      return {
        layout: record.summary.layout ?? null,
        firstDate: record.summary.firstDate ?? null,
        lastDate: record.summary.lastDate ?? null,
        openingBalance: record.summary.openingBalance
          ? money(record.summary.openingBalance, currency)
          : null,
        closingBalance: record.summary.closingBalance
          ? money(record.summary.closingBalance, currency)
          : null,
        pendingSkipped: Number(record.summary.pendingSkipped ?? 0),
      };
    },
    createdBy: (record, _args, context) => userOf(context, record.createdBy),
  },
  BankAccount: {
    syncSchedule: (account, _args, context) =>
      account.connectionType === 'API' ? context.loaders.syncSchedule.load(account.id) : null,
  },
};
