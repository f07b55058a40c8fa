import { switchViewer, type Context } from '../../context.js';
import {
  authErrors,
  type FirstFactorResponse,
  type TokenPairResponse,
} from '../../../contracts/account/sessions.js';
import { userErrorOf, type UserError } from '../../errors.js';

/** A `SignInPayload` with no second step pending. */
export const noSecondStep = {
  twoFactorRequired: false,
  twoFactorMethods: [],
  twoFactorSetupRequired: false,
};

/** A refused sign-in. */
export const signInRefused = (userErrors: UserError[]) => ({
  viewer: null,
  ...noSecondStep,
  userErrors,
});

/** The message for a pending sign-in that is gone (expired, used, or never started in this browser). */
export const SIGN_IN_EXPIRED = userErrorOf(authErrors.challengeExpired);

/** Opens the session a token pair stands for: cookies out, viewer in. */
export async function startSession(context: Context, pair: TokenPairResponse) {
  context.setCookies.push(...context.sessions.cookiesFor(pair));
  switchViewer(context, await context.sessions.verify(pair.accessToken));
  return { viewer: await context.loaders.me.load('me'), ...noSecondStep, userErrors: [] };
}

/**
 * A proven first factor: a session; or the second step, or the enforced setup
 * of a second factor, each with its pending cookie.
 */
export async function firstFactorResult(
  context: Context,
  result: { ok: true; value: FirstFactorResponse } | { ok: false; userErrors: UserError[] },
) {
  if (!result.ok) return signInRefused(result.userErrors);
  const value = result.value;
  if ('twoFactorRequired' in value) {
    context.setCookies.push(context.sessions.twoFactorCookie(value.challengeToken));
    return {
      viewer: null,
      ...noSecondStep,
      twoFactorRequired: true,
      twoFactorMethods: value.methods,
      userErrors: [],
    };
  }
  if ('twoFactorSetupRequired' in value) {
    context.setCookies.push(context.sessions.twoFactorCookie(value.challengeToken));
    return { viewer: null, ...noSecondStep, twoFactorSetupRequired: true, userErrors: [] };
  }
  return startSession(context, value);
}

/**
 * Ends a pending second step that failed: an expired one is spent, so its
 * cookie goes and the browser must start again.
 */
export function secondStepFailed(
  context: Context,
  userErrors: UserError[],
  pending: { twoFactorRequired?: boolean; twoFactorSetupRequired?: boolean },
) {
  if (userErrors.some((error) => error.code === SIGN_IN_EXPIRED.code))
    context.setCookies.push(context.sessions.clearTwoFactorCookie());
  return { viewer: null, ...noSecondStep, ...pending, userErrors };
}
