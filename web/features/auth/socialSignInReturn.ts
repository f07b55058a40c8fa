import type { TwoFactorMethodType } from '../../domain/auth/signInOutcome';

/** Where a social sign-in left the browser when it came back to `/`. */
export type SocialSignInReturn = {
  /** A service or GraphQL error code to show (`?error=`), or null. */
  errorCode: string | null;
  /** The second step to continue with, or null. */
  step: { kind: 'twoFactor'; methods: TwoFactorMethodType[] } | { kind: 'setup' } | null;
};

const METHODS: readonly TwoFactorMethodType[] = ['AUTHENTICATOR_APP', 'BACKUP_CODES', 'PASSKEY'];

/**
 * Reads the sign-in page's query after the BFF's social sign-in callback:
 * `?error=U-ACC-SSO-2`, `?twoFactor=AUTHENTICATOR_APP,BACKUP_CODES` or
 * `?twoFactorSetup=1`. Anything malformed is ignored: the page is a link
 * anyone can craft, so only codes and known methods are taken.
 */
export function socialSignInReturnOf(search: string): SocialSignInReturn {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  const errorCode = error && /^[A-Z][A-Z0-9_-]{1,40}$/.test(error) ? error : null;
  const twoFactor = params.get('twoFactor');
  if (twoFactor !== null) {
    const methods = METHODS.filter((method) => twoFactor.split(',').includes(method));
    if (methods.length > 0) return { errorCode, step: { kind: 'twoFactor', methods } };
  }
  if (params.get('twoFactorSetup') === '1') return { errorCode, step: { kind: 'setup' } };
  return { errorCode, step: null };
}
