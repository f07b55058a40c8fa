import type { ApiCostSettingsBody } from '../../../contracts/account/api-cost.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withUserErrors } from '../../errors.js';
import { canReadSettings, currentOrganization } from '../organizations/resolvers.js';

/** The organisation's cost buckets, read and changed. */
export const apiCostResolvers: Resolvers = {
  Mutation: {
    organizationApiCostSettingsUpdate: async (_root, { input }, context) => {
      // Left out keeps a kind's values; an explicit null goes back to the defaults.
      const body: ApiCostSettingsBody = {
        ...('apiKeys' in input ? { apiKeys: input.apiKeys ?? null } : {}),
        ...('sessions' in input ? { sessions: input.sessions ?? null } : {}),
      };
      const result = await withUserErrors(() =>
        context.api.apiCost.updateSettings(context.caller, body),
      );
      if (!result.ok) return { organization: null, userErrors: result.userErrors };
      context.loaders.apiCostSettings.clearAll().prime('current', result.value);
      return { organization: await currentOrganization(context), userErrors: [] };
    },
  },
  Organization: {
    apiCostSettings: (organization, _args, context) =>
      canReadSettings(context, organization.id)
        ? context.loaders.apiCostSettings.load('current')
        : null,
  },
};
