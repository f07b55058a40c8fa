import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';

export { FirstFactorResponse } from './sessions.js';

export const SocialProviderResponse = Type.Object({
  enabled: Type.Boolean(),
  providerName: Type.Union([Type.String(), Type.Null()], {
    description: 'The label of the sign-in button; null when social sign-in is off.',
  }),
});
export type SocialProviderResponse = Static<typeof SocialProviderResponse>;
export const SocialAuthorizationBody = Type.Object(
  {
    redirectUri: Type.String({
      format: 'uri',
      maxLength: 2000,
      description: 'Where the provider sends the browser back; registered at the provider.',
    }),
  },
  { additionalProperties: false },
);
export type SocialAuthorizationBody = Static<typeof SocialAuthorizationBody>;
export const SocialAuthorizationResponse = Type.Object({
  authorizationUrl: Type.String({ description: 'The provider’s page to send the browser to.' }),
  state: Type.String({
    description: 'Comes back to the redirect URI; single use, valid ten minutes.',
  }),
});
export type SocialAuthorizationResponse = Static<typeof SocialAuthorizationResponse>;
export const SocialCallbackBody = Type.Object(
  {
    state: Type.String({ minLength: 1, maxLength: 200 }),
    callbackParams: Type.String({
      maxLength: 8000,
      description:
        'The raw query string the provider sent to the redirect URI, without the leading "?".',
    }),
  },
  { additionalProperties: false },
);
export type SocialCallbackBody = Static<typeof SocialCallbackBody>;

/** Sign-in with a social provider (OpenID Connect). The provider failing answers U-ACC-SSO-4 too: 401 when it refused, 503 when it could not be reached. */
export const socialErrors = defineErrors({
  notConfigured: {
    status: 404,
    code: 'U-ACC-SSO-1',
    message: 'Sign-in with a social provider is not available.',
  },
  notRegistered: {
    status: 403,
    code: 'U-ACC-SSO-2',
    message: 'This email is not registered. Ask your organisation for an invitation.',
  },
  expired: {
    status: 410,
    code: 'U-ACC-SSO-3',
    message: 'Your sign-in with the provider has expired or was already used. Please start again.',
    field: 'state',
  },
  providerRefused: {
    status: 401,
    code: 'U-ACC-SSO-4',
    message:
      'The sign-in provider did not complete the sign-in. Please try again, or sign in with your email and password.',
  },
  emailNotVerified: {
    status: 403,
    code: 'U-ACC-SSO-5',
    message:
      'The sign-in provider has not verified your email address. Verify it there, or sign in with your email and password.',
  },
});

/** A redirect URI that is not http or https. */
export const redirectUriError = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'The redirect URI must be an http or https URL.',
  field: 'redirectUri',
} as const;
