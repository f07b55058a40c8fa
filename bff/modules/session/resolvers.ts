import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { switchViewer } from '../../context.js';
import { withUserErrors, type UserError } from '../../errors.js';
import { toGlobalId } from '../../global-id.js';

/** The spec's sign-in messages (section 5). */
function signInInputErrors(email: string, password: string): UserError[] {
  const errors: UserError[] = [];
  if (!email.trim()) errors.push({ field: 'email', code: 'REQUIRED', message: 'Email is Required' });
  else if (!email.includes('@')) errors.push({ field: 'email', code: 'INVALID_EMAIL', message: 'Invalid email format' });
  if (!password) errors.push({ field: 'password', code: 'REQUIRED', message: 'Password is Required' });
  return errors;
}

export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, context) => (context.viewer ? context.loaders.me.load('me') : null),
  },
  Mutation: {
    signIn: async (_root, { input }, context) => {
      const inputErrors = signInInputErrors(input.email, input.password);
      if (inputErrors.length > 0) return { viewer: null, userErrors: inputErrors };
      const result = await withUserErrors(() => context.api.account.signIn(context.caller, input.email.trim(), input.password));
      if (!result.ok) return { viewer: null, userErrors: result.userErrors };
      const pair = result.value;
      context.setCookies.push(...context.sessions.cookiesFor(pair));
      switchViewer(context, await context.sessions.verify(pair.accessToken));
      return { viewer: await context.loaders.me.load('me'), userErrors: [] };
    },
    signOut: async (_root, _args, context) => {
      const signedOut = Boolean(context.refreshToken || context.viewer);
      if (context.refreshToken) await context.api.account.revoke(context.caller, context.refreshToken);
      if (context.usesCookies) context.setCookies.push(...context.sessions.clearCookies());
      switchViewer(context, null);
      return { signedOut };
    },
  },
  User: { id: (user) => toGlobalId('User', user.id) },
  Organization: {
    id: (organization) => toGlobalId('Organization', organization.id),
    defaultCurrency: (organization) => organization.defaultCurrency as 'IDR' | 'USD' | 'SGD',
  },
  Role: { id: (role) => toGlobalId('Role', role.id) },
};
