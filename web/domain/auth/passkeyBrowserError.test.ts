import { describe, expect, it } from 'vitest';
import { passkeyBrowserErrorMessageId } from './passkeyBrowserError';

describe('the message for a failed browser passkey ceremony', () => {
  it('when the person cancels or the prompt times out, says so rather than blaming the passkey', () => {
    expect(
      passkeyBrowserErrorMessageId(Object.assign(new Error('x'), { name: 'NotAllowedError' })),
    ).toBe('passkey.error.cancelled');
    expect(passkeyBrowserErrorMessageId({ name: 'Error', code: 'ERROR_CEREMONY_ABORTED' })).toBe(
      'passkey.error.cancelled',
    );
  });

  it('when the authenticator already holds a passkey for this account, says it is registered', () => {
    expect(
      passkeyBrowserErrorMessageId({
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    ).toBe('error.U-ACC-PK-9');
  });

  it('when anything else goes wrong, or something that is not an error is thrown, answers the general message', () => {
    expect(passkeyBrowserErrorMessageId(new TypeError('boom'))).toBe('passkey.error.browser');
    expect(passkeyBrowserErrorMessageId(undefined)).toBe('passkey.error.browser');
  });
});
