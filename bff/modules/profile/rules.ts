import { SIGNED_IN, type ModuleRules } from '../module.js';

/** Who may call each profile mutation. */
export const profileRules = {
  profileUpdate: SIGNED_IN,
} satisfies ModuleRules;
