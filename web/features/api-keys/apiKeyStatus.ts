/** Where a key stands: it works (LIVE), its time ran out (EXPIRED), or it was revoked (REVOKED). */
export type ApiKeyStatus = 'LIVE' | 'EXPIRED' | 'REVOKED';

/** How each status shows: its catalogue label and the badge colour. */
export const API_KEY_STATUS: Record<ApiKeyStatus, { label: { id: string }; colorPalette: string }> =
  {
    LIVE: { label: { id: 'apiKeys.status.live' }, colorPalette: 'green' },
    EXPIRED: { label: { id: 'apiKeys.status.expired' }, colorPalette: 'orange' },
    REVOKED: { label: { id: 'apiKeys.status.revoked' }, colorPalette: 'red' },
  };

/**
 * A key's status at `now`: revoked wins (a revoked key never comes back),
 * then expired once `expiresAt` has passed, else live. The server refuses
 * expired keys by the same rule, so only a live key is offered Revoke.
 *
 * @example apiKeyStatus({ revokedAt: null, expiresAt: '2026-01-01T00:00:00Z' }, new Date('2026-02-01')) // 'EXPIRED'
 */
export function apiKeyStatus(
  key: { readonly revokedAt: string | null | undefined; readonly expiresAt: string },
  now: Date,
): ApiKeyStatus {
  if (key.revokedAt) return 'REVOKED';
  return new Date(key.expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : 'LIVE';
}
