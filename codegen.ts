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
          ListTotal: '../../contracts/common/schemas.js#ListTotal',
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
          CounterpartyBankAccount:
            '../../contracts/treasury/counterparties.js#CounterpartyBankAccountResponse',
          CounterpartyConnection:
            '../../contracts/treasury/counterparties.js#CounterpartyListResponse',
          CounterpartyEdge:
            '../../contracts/treasury/counterparties.js#CounterpartyCreatedResponse',
          StatementTransaction:
            '../../contracts/treasury/statements.js#StatementTransactionResponse',
          StatementTransactionConnection: '../../contracts/treasury/statements.js#StatementPage',
          StatementTransactionEdge: '../modules/statements/upstream.js#StatementEdgeRecord',
          Import: '../../contracts/treasury/imports.js#ImportResponse',
          Export: '../../contracts/treasury/statements.js#StatementExportResponse',
          ActivityDescription: '../modules/activity/upstream.js#ActivityDescriptionRecord',
          StatementSyncSchedule: '../../contracts/treasury/statements.js#SyncScheduleResponse',
          ExpectedTransaction:
            '../../contracts/treasury/expected-transactions.js#ExpectedTransactionResponse',
          ExpectedTransactionConnection:
            '../../contracts/treasury/expected-transactions.js#ExpectedTransactionListResponse',
          ExpectedTransactionEdge:
            '../../contracts/treasury/expected-transactions.js#ExpectedTransactionEdge',
          Reconciliation: '../../contracts/treasury/reconciliations.js#ReconciliationResponse',
          ReconciliationAllocation: '../modules/reconciliation/upstream.js#AllocationRecord',
          ReconciliationProposal: '../../contracts/treasury/reconciliations.js#ProposalResponse',
          ReconciliationCandidate: '../../contracts/treasury/reconciliations.js#ProposalCandidate',
          ReconciliationProposalConnection:
            '../../contracts/treasury/reconciliations.js#ProposalListResponse',
          ReconciliationProposalEdge: '../../contracts/treasury/reconciliations.js#ProposalEdge',
          ExceptionTicket: '../../contracts/treasury/exceptions.js#ExceptionResponse',
          ExceptionTicketConnection: '../../contracts/treasury/exceptions.js#ExceptionListResponse',
          ExceptionTicketEdge: '../../contracts/treasury/exceptions.js#ExceptionEdge',
          ExceptionTicketLine: '../../contracts/treasury/exceptions.js#ExceptionLine',
          ReconciliationRun: '../../contracts/treasury/reconciliations.js#RunResponse',
          ReconciliationUpdate: '../modules/reconciliation/upstream.js#ReconciliationUpdateRecord',
          ReconciliationRuleSet:
            '../../contracts/treasury/reconciliation-rules.js#ReconciliationRuleListResponse',
          ReconciliationRule:
            '../../contracts/treasury/reconciliation-rules.js#ReconciliationRuleResponse',
          ReconciliationRulesPreview:
            '../../contracts/treasury/reconciliation-rules.js#ReconciliationRulePreviewResponse',
          ReconciliationPreviewProposal:
            '../../contracts/treasury/reconciliation-rules.js#PreviewProposal',
          ReconciliationPreviewRecord:
            '../../contracts/treasury/reconciliation-rules.js#PreviewSide',
          PaymentOrder: '../../contracts/treasury/payments.js#PaymentOrderResponse',
          CashForecast: '../../contracts/treasury/cash-forecast.js#CashForecastResponse',
          CashForecastOpeningAccount: '../modules/cash-forecast/upstream.js#OpeningAccountRecord',
          CashForecastPeriod: '../modules/cash-forecast/upstream.js#ForecastPeriodRecord',
          CashForecastCategoryLine: '../modules/cash-forecast/upstream.js#ForecastLineRecord',
          CashForecastFigure: '../modules/cash-forecast/upstream.js#ForecastFigureRecord',
          CashForecastItem: '../modules/cash-forecast/upstream.js#ForecastItemRecord',
          CashForecastRecurringItem: '../modules/cash-forecast/upstream.js#RecurringItemRecord',
          CashForecastScenarioResult: '../modules/cash-forecast/upstream.js#ScenarioResultRecord',
          CashForecastScenario: '../../contracts/treasury/cash-forecast.js#ScenarioResponse',
          CashForecastAdjustment: '../modules/cash-forecast/upstream.js#AdjustmentRecord',
          CashForecastSnapshot: '../../contracts/treasury/cash-forecast.js#SnapshotResponse',
          CashForecastComparison:
            '../../contracts/treasury/cash-forecast.js#SnapshotComparisonResponse',
          CashForecastComparisonPeriod:
            '../modules/cash-forecast/upstream.js#ComparisonPeriodRecord',
          CashForecastVariance: '../modules/cash-forecast/upstream.js#VarianceRecord',
          CashForecastComparisonLine: '../modules/cash-forecast/upstream.js#ComparisonLineRecord',
          CashForecastComparisonItem: '../modules/cash-forecast/upstream.js#ComparisonItemRecord',
          Bill: '../../contracts/treasury/bills.js#BillResponse',
          BillConnection: '../../contracts/treasury/bills.js#BillListResponse',
          BillEdge: '../../contracts/treasury/bills.js#BillEdge',
          CashFlowReport: '../../contracts/treasury/cash-flow.js#CashFlowResponse',
          CashFlowPeriod: '../modules/cash-flow/upstream.js#CashFlowPeriodRecord',
          CashFlowRow: '../modules/cash-flow/upstream.js#CashFlowRowRecord',
          CashFlowLineConnection: '../modules/cash-flow/upstream.js#CashFlowLinePageRecord',
          CashFlowLineEdge: '../modules/cash-flow/upstream.js#CashFlowLineEdgeRecord',
          CashFlowRule: '../../contracts/treasury/cash-flow.js#CashFlowRuleResponse',
          CashCategoryAssignment: '../../contracts/treasury/cash-flow.js#CategorisedLine',
          CashFlowRulePreview: '../../contracts/treasury/cash-flow.js#CashFlowRulePreviewResponse',
          CashFlowPreviewLine: '../modules/cash-flow/upstream.js#CashFlowPreviewLineRecord',
          CashFlowRulesApplyResult:
            '../../contracts/treasury/cash-flow.js#CashFlowRulesApplyResponse',
          AgedPayablesReport: '../../contracts/treasury/payables.js#PayablesResponse',
          AgedPayablesByCurrency: '../modules/payables/upstream.js#AgedPayablesByCurrencyRecord',
          AgedPayableRow: '../modules/payables/upstream.js#AgedPayableRowRecord',
          AgedPayableAmounts: '../modules/payables/upstream.js#AgedPayableAmountsRecord',
          AgedPayableBill: '../modules/payables/upstream.js#AgedPayableBillRecord',
          CashPosition: '../../contracts/treasury/cash-position.js#CashPositionResponse',
          CashPositionAccount: '../../contracts/treasury/cash-position.js#CashPositionAccount',
          CashPositionCurrencyTotal:
            '../../contracts/treasury/cash-position.js#PositionCurrencyTotal',
          CashPositionTotal: '../../contracts/treasury/cash-position.js#PositionConvertedTotal',
          CashPositionRate: '../../contracts/treasury/cash-position.js#PositionRate',
          CashPositionGroup: '../modules/cash-position/upstream.js#PositionGroupRecord',
          CashPositionTrend: '../../contracts/treasury/cash-position.js#CashPositionTrendResponse',
          CashPositionPoint: '../../contracts/treasury/cash-position.js#TrendPoint',
          FxRate: '../../contracts/treasury/fx-rates.js#FxRateResponse',
          FxRateConnection: '../../contracts/treasury/fx-rates.js#FxRateListResponse',
          FxRateEdge: '../../contracts/treasury/fx-rates.js#FxRateEdge',
          FxRateImportIssue: '../../contracts/treasury/fx-rates.js#FxRateImportIssue',
          Deposit: '../../contracts/treasury/deposits.js#DepositResponse',
          DepositConnection: '../../contracts/treasury/deposits.js#DepositListResponse',
          DepositEdge: '../../contracts/treasury/deposits.js#DepositEdge',
          DepositClosure: '../modules/deposits/upstream.js#DepositClosureRecord',
          PaymentProvider: '../../contracts/treasury/payment-providers.js#PaymentProviderResponse',
          PaymentProviderConnection:
            '../../contracts/treasury/payment-providers.js#PaymentProviderListResponse',
          PaymentProviderEdge: '../modules/payment-providers/upstream.js#PaymentProviderEdgeRecord',
          PaymentProviderOption:
            '../modules/payment-providers/upstream.js#PaymentProviderOptionRecord',
          PaymentRecord: '../../contracts/treasury/payment-providers.js#PaymentRecordResponse',
          PaymentRecordConnection:
            '../../contracts/treasury/payment-providers.js#PaymentRecordListResponse',
          PaymentRecordEdge: '../modules/payment-providers/upstream.js#PaymentRecordEdgeRecord',
          PaymentTransaction:
            '../../contracts/treasury/payment-providers.js#PaymentTransactionResponse',
          PaymentTransactionConnection:
            '../../contracts/treasury/payment-providers.js#PaymentTransactionListResponse',
          PaymentTransactionEdge:
            '../modules/payment-providers/upstream.js#PaymentTransactionEdgeRecord',
          PaymentSettlement:
            '../../contracts/treasury/payment-providers.js#PaymentSettlementResponse',
          PaymentSettlementConnection:
            '../../contracts/treasury/payment-providers.js#PaymentSettlementListResponse',
          PaymentSettlementEdge:
            '../modules/payment-providers/upstream.js#PaymentSettlementEdgeRecord',
          Payment: '../../contracts/treasury/payments.js#PaymentOrderResponse',
          Transfer: '../../contracts/treasury/payments.js#PaymentOrderResponse',
          PaymentConnection: '../../contracts/treasury/payments.js#PaymentListResponse',
          TransferConnection: '../../contracts/treasury/payments.js#PaymentListResponse',
          PaymentEdge: '../../contracts/treasury/payments.js#PaymentOrderEdge',
          TransferEdge: '../../contracts/treasury/payments.js#PaymentOrderEdge',
          PaymentApproval: '../../contracts/treasury/payments.js#PaymentApprovalRecord',
          PaymentDecision: '../../contracts/treasury/payments.js#PaymentDecisionRecord',
          PaymentBeneficiary: '../../contracts/treasury/payments.js#PaymentBeneficiaryRecord',
          ApprovalRule: '../../contracts/treasury/payments.js#ApprovalRuleResponse',
          PaymentExport: '../../contracts/treasury/payments.js#PaymentExportResponse',
          PaymentUpdate: '../modules/payments/upstream.js#OrderUpdateRecord',
          TransferUpdate: '../modules/payments/upstream.js#OrderUpdateRecord',
          Customer: '../modules/customers/upstream.js#CustomerRecord',
          CustomerConnection: '../modules/customers/upstream.js#CustomerListRecord',
          CustomerEdge: '../modules/customers/upstream.js#CustomerEdgeRecord',
          CustomerAddress: '../../contracts/invoicing/customers.js#CustomerAddress',
          CustomerDocument: '../modules/customers/upstream.js#CustomerDocumentRecord',
          CustomerRequestDocument:
            '../../contracts/invoicing/customers.js#CustomerDocumentResponse',
          CustomerInvitation: '../modules/customers/upstream.js#CustomerInvitationRecord',
          CustomerRevision: '../modules/customers/upstream.js#CustomerRevisionRecord',
          CustomerRevisionConnection:
            '../../contracts/invoicing/customers.js#CustomerRevisionListResponse',
          CustomerRevisionEdge: '../modules/customers/upstream.js#CustomerRevisionEdgeRecord',
          CustomerRequest: '../modules/customers/upstream.js#CustomerRequestRecord',
          Region: '../modules/customers/upstream.js#RegionRecord',
        },
      },
    },
  },
};

export default config;
