import { needs, type ModuleRules } from '../module.js';

/** Who may call each api keys mutation. */
export const apiKeysRules = {
  apiKeyCreate: needs('api-keys:manage'),
  apiKeyRevoke: needs('api-keys:manage'),
} satisfies ModuleRules;
