import { needs, type ModuleRules } from '../module.js';

/** Who may call each api-cost mutation. */
export const apiCostRules = {
  organizationApiCostSettingsUpdate: needs('settings:manage'),
} satisfies ModuleRules;
