import { needs, usersNeed, type ModuleRules } from '../module.js';

/** Who may call each api keys mutation. */
export const apiKeysRules = {
  // An API key minting keys would outlive its own revocation: only a person may.
  apiKeyCreate: usersNeed('api-keys:manage'),
  apiKeyRevoke: needs('api-keys:manage'),
} satisfies ModuleRules;
