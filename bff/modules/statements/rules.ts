import { needs, type ModuleRules } from '../module.js';

/** Who may call each statements mutation. */
export const statementsRules = {
  statementTransactionCreate: needs('statements:create'),
  statementTransactionsExport: needs('statements:export'),
  statementImportStart: needs('statements:import'),
  statementImportConfirm: needs('statements:import'),
  counterpartyImportStart: needs('counterparties:create'),
  counterpartyImportConfirm: needs('counterparties:create'),
  expectedTransactionImportStart: needs('expected-transactions:manage'),
  expectedTransactionImportConfirm: needs('expected-transactions:manage'),
  paymentImportStart: needs('payments:create'),
  paymentImportConfirm: needs('payments:create'),
  transferImportStart: needs('transfers:create'),
  transferImportConfirm: needs('transfers:create'),
  statementSyncSchedule: needs('bank-accounts:manage'),
  statementSyncUnschedule: needs('bank-accounts:manage'),
  statementSyncRun: needs('bank-accounts:manage'),
} satisfies ModuleRules;
