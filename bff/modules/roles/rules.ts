import { needs, type ModuleRules } from '../module.js';

/** Who may call each roles mutation. */
export const rolesRules = {
  roleCreate: needs('roles:manage'),
  roleUpdate: needs('roles:manage'),
  roleDelete: needs('roles:manage'),
} satisfies ModuleRules;
