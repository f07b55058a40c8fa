/** How long an access token lives. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * How long after its revocation a session's access tokens must still be
 * refused: their lifetime, plus a minute for a token signed just as the session
 * was revoked, the BFF's clock tolerance and clocks that differ a little.
 */
export const REVOCATION_MEMORY_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;
