import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withUserErrors } from '../../errors.js';

/** The organisation's controls. */
export const organizationResolvers: Resolvers = {
  Mutation: {
    organizationSettingsUpdate: async (_root, { input }, context) => {
      const settings = input.twoFactorRequired === null || input.twoFactorRequired === undefined ? {} : { twoFactorRequired: input.twoFactorRequired };
      const result = await withUserErrors(() => context.api.account.updateOrganizationSettings(context.caller, settings));
      if (!result.ok) return { organization: null, userErrors: result.userErrors };
      context.loaders.me.clearAll();
      return { organization: result.value, userErrors: [] };
    },
  },
};
