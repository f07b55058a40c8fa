import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types for bff/ from schema.graphql; the output is generated, not checked in. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  silent: true,
  generates: {
    'bff/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', Date: 'string', DateTime: 'string' },
        mappers: {
          Viewer: '../upstream/account.js#MeRecord',
          TwoFactorMethod: '../upstream/account.js#TwoFactorMethodRecord',
          SecurityEvent: '../upstream/account.js#SecurityEventRecord',
          User: '../upstream/account.js#UserRecord',
          Organization: '../upstream/account.js#OrganizationRecord',
          Role: '../upstream/account.js#RoleRecord',
          Passkey: '../upstream/account.js#PasskeyRecord',
          Member: '../upstream/account.js#MemberRecord',
          ApiKey: '../upstream/account.js#ApiKeyRecord',
          ActivityEntry: '../modules/activity/merge.js#MergedEntry',
          MemberConnection: '../upstream/account.js#MemberPageRecord',
          MemberEdge: '../upstream/account.js#MemberEdgeRecord',
          Bank: '../upstream/treasury.js#BankRecord',
          BankAccount: '../upstream/treasury.js#InternalAccountRecord',
          Entity: '../upstream/treasury.js#EntityRecord',
          Balance: '../upstream/treasury.js#BalanceRecord',
          BalancesSummary: '../upstream/treasury.js#BalancesRecord',
          CurrencyTotal: '../upstream/treasury.js#CurrencyTotalRecord',
          Counterparty: '../upstream/treasury.js#CounterpartyRecord',
          CounterpartyBankAccount: '../upstream/treasury.js#BankAccountRecord',
          CounterpartyConnection: '../upstream/treasury.js#PageRecord<CounterpartyRecord>',
          CounterpartyEdge: '../upstream/treasury.js#Edge<CounterpartyRecord>',
          StatementTransaction: '../upstream/statements.js#StatementTransactionRecord',
          StatementTransactionConnection: '../upstream/statements.js#StatementPageRecord',
          StatementTransactionEdge: '../upstream/statements.js#StatementEdgeRecord',
          Import: '../upstream/statements.js#ImportRecord',
          Export: '../upstream/statements.js#ExportRecord',
          ActivityDescription: '../upstream/activity.js#ActivityDescriptionRecord',
          StatementSyncSchedule: '../upstream/statements.js#SyncScheduleRecord',
          ExpectedTransaction: '../upstream/treasury.js#ExpectedTransactionRecord',
          ExpectedTransactionConnection: '../upstream/treasury.js#PageRecord<ExpectedTransactionRecord>',
          ExpectedTransactionEdge: '../upstream/treasury.js#Edge<ExpectedTransactionRecord>',
        },
      },
    },
  },
};

export default config;
