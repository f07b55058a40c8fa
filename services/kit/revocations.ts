/**
 * The services' revocation list is the one both tiers share (platform/revocations.ts):
 * the account service loads it from its own table, the others from the account service.
 */
export { RevocationList, revocationsFromAccountService, SESSION_REVOKED_CHANNEL } from '../../platform/revocations.js';
export type { Revocation, RevocationLoader, RevokedSessions } from '../../platform/revocations.js';
