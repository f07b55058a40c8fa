import { passkeyErrors } from '../../../contracts/account/passkeys.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { fromGlobalId, toGlobalId } from '../../global-id.js';
import {
  SIGN_IN_EXPIRED,
  secondStepFailed,
  signInRefused,
  startSession,
} from '../session/sign-in-result.js';

const PASSKEY_NOT_FOUND = userErrorOf(passkeyErrors.notFound, 'passkeyId');

/** A browser's WebAuthn answer, given as JSON text; null when it is not a JSON object. */
function parseCeremonyResponse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const malformedResponse: UserError = {
  field: 'response',
  code: 'BAD_USER_INPUT',
  message: 'The passkey response is not valid JSON.',
};

/** The passkey id of a global id, or null when it is not one. */
function passkeyIdOf(globalId: string): string | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'Passkey' ? decoded.id : null;
}

/** Passkeys: registering and managing them (signed in), and signing in with one. */
export const passkeyResolvers: Resolvers = {
  Viewer: {
    // A key has no passkeys, and its maker's are not its to read.
    passkeys: (viewer, _args, context) =>
      viewer.apiKey ? [] : context.loaders.passkeys.load('mine'),
  },
  Passkey: {
    id: (passkey) => toGlobalId('Passkey', passkey.id),
  },
  Mutation: {
    passkeySignInStart: async (_root, { input }, context) => {
      const challenge = input.secondStep ? context.twoFactorChallenge : undefined;
      if (input.secondStep && !challenge)
        return { optionsJSON: null, userErrors: [SIGN_IN_EXPIRED] };
      const result = await withUserErrors(() =>
        context.api.passkeys.passkeySignInOptions(context.caller, challenge),
      );
      return result.ok
        ? { optionsJSON: JSON.stringify(result.value), userErrors: [] }
        : { optionsJSON: null, userErrors: result.userErrors };
    },
    passkeySignIn: async (_root, { input }, context) => {
      const response = parseCeremonyResponse(input.response);
      if (!response) return signInRefused([malformedResponse]);
      const result = await withUserErrors(() =>
        context.api.passkeys.passkeySignIn(context.caller, response, context.twoFactorChallenge),
      );
      if (!result.ok) return secondStepFailed(context, result.userErrors, {});
      if (context.twoFactorChallenge)
        context.setCookies.push(context.sessions.clearTwoFactorCookie());
      return startSession(context, result.value);
    },
    passkeyRegistrationStart: async (_root, _args, context) => {
      const result = await withUserErrors(() =>
        context.api.passkeys.passkeyRegistrationOptions(context.caller),
      );
      return result.ok
        ? { optionsJSON: JSON.stringify(result.value), userErrors: [] }
        : { optionsJSON: null, userErrors: result.userErrors };
    },
    passkeyRegister: async (_root, { input }, context) => {
      const response = parseCeremonyResponse(input.response);
      if (!response) return { passkey: null, userErrors: [malformedResponse] };
      const result = await withUserErrors(() =>
        context.api.passkeys.passkeyRegister(context.caller, input.name, response),
      );
      return result.ok
        ? { passkey: result.value, userErrors: [] }
        : { passkey: null, userErrors: result.userErrors };
    },
    passkeyRename: async (_root, { input }, context) => {
      const passkeyId = passkeyIdOf(input.passkeyId);
      if (!passkeyId) return { passkey: null, userErrors: [PASSKEY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.passkeys.passkeyRename(context.caller, passkeyId, input.name),
      );
      return result.ok
        ? { passkey: result.value, userErrors: [] }
        : { passkey: null, userErrors: result.userErrors };
    },
    passkeyRemove: async (_root, { input }, context) => {
      const passkeyId = passkeyIdOf(input.passkeyId);
      if (!passkeyId) return { removedPasskeyId: null, userErrors: [PASSKEY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.passkeys.passkeyRemove(context.caller, passkeyId, input.password),
      );
      return result.ok
        ? { removedPasskeyId: input.passkeyId, userErrors: [] }
        : { removedPasskeyId: null, userErrors: result.userErrors };
    },
  },
};
