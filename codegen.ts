import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for bff/ from schema.graphql (assembled from the modules' slices);
 * each GraphQL object maps to the record its module's upstream answers. The
 * output is generated, not checked in.
 */
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
          Viewer: '../modules/session/upstream.js#MeRecord',
          TwoFactorMethod: '../modules/session/upstream.js#TwoFactorMethodRecord',
          SecurityEvent: '../modules/session/upstream.js#SecurityEventRecord',
          User: '../modules/profile/upstream.js#UserRecord',
          Organization: '../modules/organizations/upstream.js#OrganizationRecord',
          Role: '../modules/roles/upstream.js#RoleRecord',
          Passkey: '../modules/passkeys/upstream.js#PasskeyRecord',
          Member: '../modules/members/upstream.js#MemberRecord',
          ApiKey: '../modules/api-keys/upstream.js#ApiKeyRecord',
          ActivityEntry: '../modules/activity/merge.js#MergedEntry',
          MemberConnection: '../modules/members/upstream.js#MemberPageRecord',
          MemberEdge: '../modules/members/upstream.js#MemberEdgeRecord',
          Bank: '../modules/bank-accounts/upstream.js#BankRecord',
          BankAccount: '../modules/bank-accounts/upstream.js#InternalAccountRecord',
          Entity: '../modules/bank-accounts/upstream.js#EntityRecord',
          Balance: '../modules/bank-accounts/upstream.js#BalanceRecord',
          BalancesSummary: '../modules/bank-accounts/upstream.js#BalancesRecord',
          CurrencyTotal: '../modules/bank-accounts/upstream.js#CurrencyTotalRecord',
          Counterparty: '../modules/counterparties/upstream.js#CounterpartyRecord',
          CounterpartyBankAccount: '../modules/counterparties/upstream.js#BankAccountRecord',
          CounterpartyConnection: '../modules/counterparties/upstream.js#CounterpartyPageRecord',
          CounterpartyEdge: '../modules/counterparties/upstream.js#CounterpartyEdgeRecord',
          StatementTransaction: '../modules/statements/upstream.js#StatementTransactionRecord',
          StatementTransactionConnection: '../modules/statements/upstream.js#StatementPageRecord',
          StatementTransactionEdge: '../modules/statements/upstream.js#StatementEdgeRecord',
          Import: '../modules/statements/upstream.js#ImportRecord',
          Export: '../modules/exports/upstream.js#ExportRecord',
          ActivityDescription: '../modules/activity/upstream.js#ActivityDescriptionRecord',
          StatementSyncSchedule: '../modules/statements/upstream.js#SyncScheduleRecord',
          ExpectedTransaction: '../modules/expected-transactions/upstream.js#ExpectedTransactionRecord',
          ExpectedTransactionConnection: '../modules/expected-transactions/upstream.js#ExpectedTransactionPageRecord',
          ExpectedTransactionEdge: '../modules/expected-transactions/upstream.js#ExpectedTransactionEdgeRecord',
        },
      },
    },
  },
};

export default config;
