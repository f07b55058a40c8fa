/**
 * The catalogue message for a failed browser passkey ceremony
 * (`navigator.credentials.create()` or `get()`, through @simplewebauthn/browser):
 * cancelled or timed out, a passkey this account already has, or anything else.
 */
export function passkeyBrowserErrorMessageId(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'passkey.error.cancelled';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'error.U-ACC-PK-9';
  return 'passkey.error.browser';
}
