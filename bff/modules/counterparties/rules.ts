import { needs, type ModuleRules } from '../module.js';

/** Who may call each counterparties mutation. */
export const counterpartiesRules = {
  counterpartyCreate: needs('counterparties:create'),
  counterpartyUpdate: needs('counterparties:update'),
  counterpartyDelete: needs('counterparties:delete'),
} satisfies ModuleRules;
