import { needs, type ModuleRules } from '../module.js';

/** Who may call each bank accounts mutation. */
export const bankAccountsRules = {
  bankAccountCreate: needs('bank-accounts:manage'),
  bankAccountUpdate: needs('bank-accounts:manage'),
  bankAccountDelete: needs('bank-accounts:manage'),
  balanceRecord: needs('bank-accounts:manage'),
  entityCreate: needs('bank-accounts:manage'),
  entityRename: needs('bank-accounts:manage'),
  entityDelete: needs('bank-accounts:manage'),
} satisfies ModuleRules;
