import { needs, type ModuleRules } from '../module.js';

/** Who may call each organizations mutation. */
export const organizationsRules = {
  organizationSettingsUpdate: needs('settings:manage'),
  organizationProfileUpdate: needs('settings:manage'),
  organizationOrdersSettingsUpdate: needs('settings:manage'),
} satisfies ModuleRules;
