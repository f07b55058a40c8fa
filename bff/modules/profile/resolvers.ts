import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../global-id.js';
import { withUserErrors } from '../../errors.js';

/** The signed-in user's own profile (My Profile). */
export const profileResolvers: Resolvers = {
  Mutation: {
    profileUpdate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.profile.updateProfile(context.caller, {
          fullName: input.fullName,
          preferredName: input.preferredName ?? null,
          language: input.language === 'ID' ? 'id' : 'en',
        }),
      );
      if (!result.ok) return { user: null, userErrors: result.userErrors };
      context.loaders.me.clearAll();
      return { user: result.value, userErrors: [] };
    },
  },
  User: {
    id: (user) => toGlobalId('User', user.id),
    language: (user) => (user.language === 'id' ? 'ID' : user.language === 'en' ? 'EN' : null),
  },
};
