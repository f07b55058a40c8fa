import { describe, expect, it } from 'vitest';
import { socialSignInReturnOf } from './socialSignInReturn';

describe('the sign-in page after a social sign-in', () => {
  it('when the provider’s email is not registered, shows that code', () => {
    expect(socialSignInReturnOf('?error=U-ACC-SSO-2')).toEqual({
      errorCode: 'U-ACC-SSO-2',
      step: null,
    });
  });

  it('when the account has second factors, continues with the ones it names, in a fixed order', () => {
    expect(socialSignInReturnOf('?twoFactor=PASSKEY,AUTHENTICATOR_APP')).toEqual({
      errorCode: null,
      step: { kind: 'twoFactor', methods: ['AUTHENTICATOR_APP', 'PASSKEY'] },
    });
  });

  it('when the organisation requires a second factor the user lacks, continues with its setup', () => {
    expect(socialSignInReturnOf('?twoFactorSetup=1')).toEqual({
      errorCode: null,
      step: { kind: 'setup' },
    });
  });

  it('when the query is crafted, ignores what is not a code or a known method', () => {
    expect(socialSignInReturnOf('?error=<script>&twoFactor=SMS')).toEqual({
      errorCode: null,
      step: null,
    });
    expect(socialSignInReturnOf('')).toEqual({ errorCode: null, step: null });
  });
});
