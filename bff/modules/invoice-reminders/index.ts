import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withUserErrors } from '../../errors.js';
import { can } from '../../guards.js';
import { defineModule } from '../module.js';
import { canReadSettings, currentOrganization } from '../organizations/resolvers.js';
import { invoiceRemindersLoaders } from './loaders.js';
import { invoiceRemindersRules } from './rules.js';
import { InvoiceRemindersApi } from './upstream.js';

const resolvers: Resolvers = {
  Mutation: {
    organizationInvoiceRemindersUpdate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.invoiceReminders.updateSettings(context.caller, {
          enabled: input.enabled,
          days: input.days,
        }),
      );
      if (!result.ok) return { organization: null, userErrors: result.userErrors };
      context.loaders.invoiceReminderSettings.clearAll().prime('current', result.value);
      return { organization: await currentOrganization(context), userErrors: [] };
    },
  },
  Organization: {
    invoiceReminderSettings: (organization, _args, context) =>
      canReadSettings(context, organization.id)
        ? context.loaders.invoiceReminderSettings.load('current')
        : null,
  },
  SalesInvoice: {
    reminders: (invoice, _args, context) =>
      can(context, 'invoices:read') ? context.loaders.remindersOfInvoice.load(invoice.id) : [],
  },
};

/** Payment reminders of overdue invoices: the organisation's schedule, and the reminders an invoice was sent. */
export const invoiceRemindersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers,
  upstream: (clients) => new InvoiceRemindersApi(clients.invoicing),
  loaders: invoiceRemindersLoaders,
  rules: invoiceRemindersRules,
});
