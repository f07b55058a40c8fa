import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { SOCIAL_SIGN_IN_PATHS } from '../../social-sign-in.js';

export const socialSignInResolvers: Resolvers = {
  Query: {
    socialSignIn: async (_root, _args, context) => {
      const provider = await context.api.socialSignIn.socialSignIn(context.caller);
      return provider.enabled && provider.providerName
        ? { name: provider.providerName, startUrl: SOCIAL_SIGN_IN_PATHS.start }
        : null;
    },
  },
};
