/*
 * Revoking and renewing sessions: the statements (and their NOTIFY) are in
 * repository.ts; the lifetimes they reckon with are here, beside the rest of
 * the account service's session rules.
 */
export { ACCESS_TOKEN_TTL_SECONDS, REVOCATION_MEMORY_SECONDS } from './lifetimes.js';
export {
  recentRevocations,
  renewSessions,
  revokeMembership,
  revokeSessions,
  type SessionsToRenew,
  type SessionsToRevoke,
} from './repository.js';
