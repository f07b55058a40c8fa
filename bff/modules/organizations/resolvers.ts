import type { OrganizationResponse } from '../../../contracts/account/organizations.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../global-id.js';
import type { Context } from '../../context.js';
import { withUserErrors } from '../../errors.js';
import { withoutNulls } from '../../upstream/fields.js';

/** Whether an organisation's settings are the viewer's to read: the session's own organisation, with `settings:read`. */
export function canReadSettings(context: Context, organizationId: string): boolean {
  return (
    context.viewer?.organizationId === organizationId &&
    context.viewer.permissions.includes('settings:read')
  );
}

/** The session's organisation after a change (from the service, not `me`: an API key has no viewer). */
export function currentOrganization(context: Context): Promise<OrganizationResponse> {
  context.loaders.me.clearAll();
  return context.api.organizations.organization(context.caller);
}

/** The organisation's settings: controls, company profile and orders defaults. */
export const organizationResolvers: Resolvers = {
  Mutation: {
    organizationSettingsUpdate: async (_root, { input }, context) => {
      const settings = withoutNulls({
        twoFactorRequired: input.twoFactorRequired,
        selfApprovalAllowed: input.selfApprovalAllowed,
        transfersActive: input.transfersActive,
        paymentsActive: input.paymentsActive,
        balanceShortfallRefused: input.balanceShortfallRefused,
        code: input.code,
      });
      const result = await withUserErrors(() =>
        context.api.organizations.updateOrganizationSettings(context.caller, settings),
      );
      if (!result.ok) return { organization: null, userErrors: result.userErrors };
      context.loaders.me.clearAll();
      context.loaders.organizationSettings.clearAll();
      return { organization: result.value, userErrors: [] };
    },
    organizationProfileUpdate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.organizations.updateOrganizationProfile(context.caller, {
          name: input.name,
          legalName: input.legalName ?? null,
          taxNumber: input.taxNumber ?? null,
          address: input.address
            ? {
                street: input.address.street ?? null,
                city: input.address.city ?? null,
                province: input.address.province ?? null,
                postalCode: input.address.postalCode ?? null,
              }
            : null,
          phone: input.phone ?? null,
          email: input.email ?? null,
          timeZone: input.timeZone,
          defaultCurrency: input.defaultCurrency,
        }),
      );
      if (!result.ok) return { organization: null, userErrors: result.userErrors };
      context.loaders.organizationProfile.clearAll().prime('current', result.value);
      return { organization: await currentOrganization(context), userErrors: [] };
    },
    organizationOrdersSettingsUpdate: async (_root, { input }, context) => {
      // A null approval switch or tolerance keeps its value, as one left out does; a null threshold removes it.
      const {
        purchaseOrderApprovalRequired,
        creditMemoApprovalRequired,
        billQuantityTolerance,
        billPriceTolerance,
        ...settings
      } = input;
      const result = await withUserErrors(() =>
        context.api.organizations.updateOrdersSettings(context.caller, {
          ...settings,
          ...withoutNulls({
            purchaseOrderApprovalRequired,
            creditMemoApprovalRequired,
            billQuantityTolerance,
            billPriceTolerance,
          }),
        }),
      );
      if (!result.ok) return { organization: null, userErrors: result.userErrors };
      context.loaders.organizationSettings.clearAll().prime('current', result.value);
      return { organization: await currentOrganization(context), userErrors: [] };
    },
  },
  Organization: {
    id: (organization) => toGlobalId('Organization', organization.id),
    defaultCurrency: (organization) => organization.defaultCurrency as 'IDR' | 'USD' | 'SGD',
    profile: (organization, _args, context) =>
      canReadSettings(context, organization.id)
        ? context.loaders.organizationProfile.load('current')
        : null,
    ordersSettings: async (organization, _args, context) =>
      canReadSettings(context, organization.id)
        ? (await context.loaders.organizationSettings.load('current')).orders
        : null,
  },
};
