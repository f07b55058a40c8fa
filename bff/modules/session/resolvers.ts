import { authErrors } from '../../../contracts/account/sessions.js';
import { commonErrors } from '../../../contracts/common/errors.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { switchViewer, type Context } from '../../context.js';
import { unauthenticated, userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { fromGlobalId } from '../../global-id.js';
import {
  firstFactorResult,
  secondStepFailed,
  SIGN_IN_EXPIRED,
  signInRefused,
  startSession,
} from './sign-in-result.js';
import { viewerProfile } from './viewer-profile.js';

/** The spec's sign-in messages (section 5). */
function signInInputErrors(email: string, password: string): UserError[] {
  const errors: UserError[] = [];
  if (!email.trim())
    errors.push({ field: 'email', code: commonErrors.required.code, message: 'Email is Required' });
  else if (!email.includes('@')) errors.push(userErrorOf(commonErrors.invalidEmail));
  if (!password)
    errors.push({
      field: 'password',
      code: commonErrors.required.code,
      message: 'Password is Required',
    });
  return errors;
}

/** Reloads the viewer after a change to the user's own settings. */
async function freshViewer(context: Context) {
  context.loaders.me.clearAll();
  return context.loaders.me.load('me');
}

export const sessionResolvers: Resolvers = {
  Query: {
    // An API key answers for itself; one that was refused is told so rather than answered as
    // nobody, which an integrator would take for a working key.
    viewer: (_root, _args, context) => {
      if (context.viewer) return viewerProfile(context);
      if (context.apiKeyRefused) throw unauthenticated();
      return null;
    },
    invitation: async (_root, { token }, context) => {
      const result = await withUserErrors(() =>
        context.api.session.invitation(context.caller, token),
      );
      return result.ok
        ? { valid: true, ...result.value }
        : {
            valid: false,
            organizationName: null,
            email: null,
            expiresAt: null,
            accountExists: null,
          };
    },
    passwordResetLink: async (_root, { token }, context) => {
      const result = await withUserErrors(() =>
        context.api.session.checkPasswordReset(context.caller, token),
      );
      return result.ok
        ? { valid: true, expiresAt: result.value.expiresAt }
        : { valid: false, expiresAt: null };
    },
  },
  Mutation: {
    signIn: async (_root, { input }, context) => {
      const inputErrors = signInInputErrors(input.email, input.password);
      if (inputErrors.length > 0) return signInRefused(inputErrors);
      return firstFactorResult(
        context,
        await withUserErrors(() =>
          context.api.session.signIn(context.caller, input.email.trim(), input.password),
        ),
      );
    },
    invitationAccept: async (_root, { input }, context) => {
      const invitation = await withUserErrors(() =>
        context.api.session.invitation(context.caller, input.token),
      );
      if (!invitation.ok) return signInRefused(invitation.userErrors);
      if (!invitation.value.accountExists && input.password !== input.passwordConfirmation) {
        return signInRefused([
          {
            field: 'passwordConfirmation',
            code: 'PASSWORD_MISMATCH',
            message: 'Password did not match',
          },
        ]);
      }
      return firstFactorResult(
        context,
        await withUserErrors(() =>
          context.api.session.acceptInvitation(
            context.caller,
            input.token,
            input.fullName,
            input.password,
          ),
        ),
      );
    },
    signInTwoFactor: async (_root, { input }, context) => {
      if (!context.twoFactorChallenge) return signInRefused([SIGN_IN_EXPIRED]);
      if (input.method === 'PASSKEY') {
        return signInRefused([
          {
            field: 'method',
            code: 'BAD_USER_INPUT',
            message: 'A passkey answers with passkeySignIn, not with a code.',
          },
        ]);
      }
      const challenge = context.twoFactorChallenge;
      const result = await withUserErrors(() =>
        context.api.session.signInTwoFactor(
          context.caller,
          challenge,
          input.method as 'AUTHENTICATOR_APP' | 'BACKUP_CODES',
          input.code,
        ),
      );
      if (!result.ok)
        return secondStepFailed(context, result.userErrors, { twoFactorRequired: true });
      context.setCookies.push(context.sessions.clearTwoFactorCookie());
      return startSession(context, result.value);
    },
    signInTwoFactorSetupStart: async (_root, _args, context) => {
      const challenge = context.twoFactorChallenge;
      if (!challenge) return { secret: null, otpauthUri: null, userErrors: [SIGN_IN_EXPIRED] };
      const result = await withUserErrors(() =>
        context.api.session.startEnforcedSetup(context.caller, challenge),
      );
      if (result.ok) return { ...result.value, userErrors: [] };
      if (result.userErrors.some((error) => error.code === SIGN_IN_EXPIRED.code))
        context.setCookies.push(context.sessions.clearTwoFactorCookie());
      return { secret: null, otpauthUri: null, userErrors: result.userErrors };
    },
    signInTwoFactorSetupConfirm: async (_root, { input }, context) => {
      const challenge = context.twoFactorChallenge;
      if (!challenge) return signInRefused([SIGN_IN_EXPIRED]);
      const result = await withUserErrors(() =>
        context.api.session.completeEnforcedSetup(context.caller, challenge, input.code),
      );
      if (!result.ok)
        return secondStepFailed(context, result.userErrors, { twoFactorSetupRequired: true });
      context.setCookies.push(context.sessions.clearTwoFactorCookie());
      return startSession(context, result.value);
    },
    passwordResetRequest: async (_root, { input }, context) => {
      const email = input.email.trim();
      if (!email)
        return {
          accepted: false,
          userErrors: [
            { field: 'email', code: commonErrors.required.code, message: 'Email is Required' },
          ],
        };
      if (!email.includes('@'))
        return { accepted: false, userErrors: [userErrorOf(commonErrors.invalidEmail)] };
      await context.api.session.requestPasswordReset(context.caller, email);
      return { accepted: true, userErrors: [] };
    },
    passwordResetComplete: async (_root, { input }, context) => {
      if (input.password !== input.passwordConfirmation) {
        return {
          completed: false,
          userErrors: [
            {
              field: 'passwordConfirmation',
              code: 'PASSWORD_MISMATCH',
              message: 'Password did not match',
            },
          ],
        };
      }
      const result = await withUserErrors(() =>
        context.api.session.completePasswordReset(context.caller, input.token, input.password),
      );
      return result.ok
        ? { completed: true, userErrors: [] }
        : { completed: false, userErrors: result.userErrors };
    },
    passwordChange: async (_root, { input }, context) => {
      if (input.password !== input.passwordConfirmation) {
        return {
          changed: false,
          userErrors: [
            {
              field: 'passwordConfirmation',
              code: 'PASSWORD_MISMATCH',
              message: 'Password did not match',
            },
          ],
        };
      }
      const result = await withUserErrors(() =>
        context.api.session.changePassword(context.caller, input.currentPassword, input.password),
      );
      return result.ok
        ? { changed: true, userErrors: [] }
        : { changed: false, userErrors: result.userErrors };
    },
    signOut: async (_root, _args, context) => {
      const signedOut = Boolean(context.refreshToken || context.viewer);
      if (context.refreshToken)
        await context.api.session.revoke(context.caller, context.refreshToken);
      if (context.usesCookies)
        context.setCookies.push(
          ...context.sessions.clearCookies(),
          context.sessions.clearTwoFactorCookie(),
        );
      switchViewer(context, null);
      return { signedOut };
    },
    authenticatorSetupStart: async (_root, _args, context) => {
      const result = await withUserErrors(() =>
        context.api.session.startAuthenticator(context.caller),
      );
      return result.ok
        ? { ...result.value, userErrors: [] }
        : { secret: null, otpauthUri: null, userErrors: result.userErrors };
    },
    authenticatorSetupConfirm: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.session.confirmAuthenticator(context.caller, input.code),
      );
      return result.ok
        ? { viewer: await freshViewer(context), userErrors: [] }
        : { viewer: null, userErrors: result.userErrors };
    },
    authenticatorRemove: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.session.removeAuthenticator(context.caller, input.password),
      );
      return result.ok
        ? { viewer: await freshViewer(context), userErrors: [] }
        : { viewer: null, userErrors: result.userErrors };
    },
    organizationSwitch: async (_root, { input }, context) => {
      const target = fromGlobalId(input.organizationId);
      if (!target || target.type !== 'Organization') {
        return { viewer: null, userErrors: [userErrorOf(authErrors.notMember, 'organizationId')] };
      }
      const result = await withUserErrors(() =>
        context.api.session.switchOrganization(context.caller, target.id),
      );
      if (!result.ok) return { viewer: null, userErrors: result.userErrors };
      const { viewer } = await startSession(context, result.value);
      return { viewer, userErrors: [] };
    },
    backupCodesGenerate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.session.generateBackupCodes(context.caller, input.password),
      );
      return result.ok
        ? { codes: result.value, userErrors: [] }
        : { codes: null, userErrors: result.userErrors };
    },
  },
  Viewer: {
    // A key has no sign-ins of its own, and its maker's are not its to read.
    securityActivity: (viewer, _args, context) =>
      viewer.apiKey ? [] : context.api.session.securityActivity(context.caller),
    rateLimit: (_viewer, _args, context) => rateLimitOf(context),
  },
  SecurityEvent: {
    event: (event) => event.event as never,
  },
};

/**
 * The bucket as the operation left it (`extensions.cost`, no second call):
 * full again after what is missing has been restored at its rate.
 */
function rateLimitOf(context: Context) {
  const bucket = context.cost?.throttleStatus;
  if (!bucket) throw unauthenticated();
  const missing = bucket.maximumAvailable - bucket.currentlyAvailable;
  const seconds = Math.ceil(missing / Math.max(1, bucket.restoreRate));
  return {
    limit: bucket.maximumAvailable,
    remaining: bucket.currentlyAvailable,
    cost: context.cost?.actualQueryCost ?? 0,
    restoreRate: bucket.restoreRate,
    resetAt: new Date(Date.now() + seconds * 1000).toISOString(),
  };
}
