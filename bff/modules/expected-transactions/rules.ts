import { needs, type ModuleRules } from '../module.js';

/** Who may call each expected transactions mutation. */
export const expectedTransactionsRules = {
  expectedTransactionCreate: needs('expected-transactions:manage'),
  expectedTransactionUpdate: needs('expected-transactions:manage'),
  expectedTransactionDelete: needs('expected-transactions:manage'),
} satisfies ModuleRules;
