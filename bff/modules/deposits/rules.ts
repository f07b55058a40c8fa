import { needs, type ModuleRules } from '../module.js';

/** Who may call each deposits mutation. */
export const depositsRules = {
  depositCreate: needs('deposits:manage'),
  depositUpdate: needs('deposits:manage'),
  depositClose: needs('deposits:manage'),
} satisfies ModuleRules;
