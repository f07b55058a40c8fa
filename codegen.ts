import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for bff/ from schema.graphql (assembled from the modules' slices);
 * each GraphQL object maps to the contract type its service answers (contracts/),
 * or to a part of one its module's upstream names where the contract has no
 * name for it. The output is generated, not checked in.
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
        // Mapped types are imported as <Name>Mapper: a contract's ExpectedTransactionEdge would otherwise clash with the schema's.
        mapperTypeSuffix: 'Mapper',
        scalars: { Decimal: 'string', Date: 'string', DateTime: 'string' },
        mappers: {
          Viewer: '../../contracts/account/users.js#MeResponse',
          TwoFactorMethod: '../modules/session/upstream.js#TwoFactorMethodRecord',
          SecurityEvent: '../modules/session/upstream.js#SecurityEventRecord',
          User: '../../contracts/account/users.js#UserResponse',
          Organization: '../../contracts/account/organizations.js#OrganizationResponse',
          Role: '../modules/roles/upstream.js#RoleRecord',
          Passkey: '../../contracts/account/passkeys.js#PasskeyResponse',
          Member: '../../contracts/account/members.js#MemberResponse',
          ApiKey: '../../contracts/account/api-keys.js#ApiKeyResponse',
          ActivityEntry: '../modules/activity/merge.js#MergedEntry',
          MemberConnection: '../modules/members/upstream.js#MemberPageRecord',
          MemberEdge: '../modules/members/upstream.js#MemberEdgeRecord',
          Bank: '../modules/bank-accounts/upstream.js#BankRecord',
          BankAccount: '../../contracts/treasury/bank-accounts.js#BankAccountResponse',
          Entity: '../../contracts/treasury/entities.js#EntityResponse',
          Balance: '../../contracts/treasury/bank-accounts.js#BalanceResponse',
          BalancesSummary: '../../contracts/treasury/bank-accounts.js#BalancesResponse',
          CurrencyTotal: '../modules/bank-accounts/upstream.js#CurrencyTotalRecord',
          Counterparty: '../../contracts/treasury/counterparties.js#CounterpartyResponse',
          CounterpartyBankAccount: '../../contracts/treasury/counterparties.js#CounterpartyBankAccountResponse',
          CounterpartyConnection: '../../contracts/treasury/counterparties.js#CounterpartyListResponse',
          CounterpartyEdge: '../../contracts/treasury/counterparties.js#CounterpartyCreatedResponse',
          StatementTransaction: '../../contracts/treasury/statements.js#StatementTransactionResponse',
          StatementTransactionConnection: '../../contracts/treasury/statements.js#StatementPage',
          StatementTransactionEdge: '../modules/statements/upstream.js#StatementEdgeRecord',
          Import: '../../contracts/treasury/imports.js#ImportResponse',
          Export: '../../contracts/treasury/statements.js#StatementExportResponse',
          ActivityDescription: '../modules/activity/upstream.js#ActivityDescriptionRecord',
          StatementSyncSchedule: '../../contracts/treasury/statements.js#SyncScheduleResponse',
          ExpectedTransaction: '../../contracts/treasury/expected-transactions.js#ExpectedTransactionResponse',
          ExpectedTransactionConnection: '../../contracts/treasury/expected-transactions.js#ExpectedTransactionListResponse',
          ExpectedTransactionEdge: '../../contracts/treasury/expected-transactions.js#ExpectedTransactionEdge',
          Reconciliation: '../../contracts/treasury/reconciliations.js#ReconciliationResponse',
          ReconciliationAllocation: '../modules/reconciliation/upstream.js#AllocationRecord',
          ReconciliationProposal: '../../contracts/treasury/reconciliations.js#ProposalResponse',
          ReconciliationProposalConnection: '../../contracts/treasury/reconciliations.js#ProposalListResponse',
          ReconciliationProposalEdge: '../../contracts/treasury/reconciliations.js#ProposalEdge',
          ExceptionTicket: '../../contracts/treasury/exceptions.js#ExceptionResponse',
          ExceptionTicketConnection: '../../contracts/treasury/exceptions.js#ExceptionListResponse',
          ExceptionTicketEdge: '../../contracts/treasury/exceptions.js#ExceptionEdge',
          ExceptionTicketLine: '../../contracts/treasury/exceptions.js#ExceptionLine',
          ReconciliationRun: '../../contracts/treasury/reconciliations.js#RunResponse',
          ReconciliationUpdate: '../modules/reconciliation/upstream.js#ReconciliationUpdateRecord',
          ReconciliationRuleSet: '../../contracts/treasury/reconciliation-rules.js#ReconciliationRuleListResponse',
          ReconciliationRule: '../../contracts/treasury/reconciliation-rules.js#ReconciliationRuleResponse',
          ReconciliationRulesPreview: '../../contracts/treasury/reconciliation-rules.js#ReconciliationRulePreviewResponse',
          ReconciliationPreviewProposal: '../../contracts/treasury/reconciliation-rules.js#PreviewProposal',
          ReconciliationPreviewRecord: '../../contracts/treasury/reconciliation-rules.js#PreviewSide',
        },
      },
    },
  },
};

export default config;
