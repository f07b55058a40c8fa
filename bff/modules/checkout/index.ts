import { invoiceLinkErrors } from '../../../contracts/invoicing/invoice-links.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { LINK_TOKEN, withoutNulls } from '../../upstream/fields.js';
import { moneyIn } from '../documents/records.js';
import { defineModule, PUBLIC, type ModuleRules } from '../module.js';
import { CheckoutApi } from './upstream.js';

const IDR = { currency: 'IDR' };
const EXPIRED = {
  checkout: null,
  charge: null,
  userErrors: [userErrorOf(invoiceLinkErrors.expired, 'token')],
};

const resolvers: Resolvers = {
  InvoiceLink: {
    checkout: (link, _args, context) =>
      link.state === 'VALID' ? context.api.checkout.options(context.caller, link.token) : null,
  },
  Mutation: {
    checkoutStart: async (_root, { input }, context) => {
      if (!LINK_TOKEN.test(input.token)) return EXPIRED;
      const result = await withUserErrors(async () => {
        const charge = await context.api.checkout.start(context.caller, input.token, {
          channel: input.channel,
          ...withoutNulls({ milestone: input.milestone }),
        });
        return {
          charge,
          checkout: await context.api.checkout.options(context.caller, input.token),
        };
      });
      return result.ok
        ? { ...result.value, userErrors: [] }
        : { checkout: null, charge: null, userErrors: result.userErrors };
    },
    checkoutRefresh: async (_root, { input }, context) => {
      if (!LINK_TOKEN.test(input.token)) return EXPIRED;
      const result = await withUserErrors(() =>
        context.api.checkout.refresh(context.caller, input.token),
      );
      return result.ok
        ? { checkout: result.value, charge: null, userErrors: [] }
        : { checkout: null, charge: null, userErrors: result.userErrors };
    },
  },
  Checkout: {
    amount: (checkout) => (checkout.amount ? moneyIn(IDR, checkout.amount) : null),
    rounding: (checkout) => (checkout.rounding ? moneyIn(IDR, checkout.rounding) : null),
  },
  CheckoutMilestone: {
    amount: (milestone) => (milestone.amount ? moneyIn(IDR, milestone.amount) : null),
  },
  CheckoutChannelRefusal: {
    limit: (refusal) => moneyIn(IDR, refusal.limit),
  },
  CheckoutCharge: {
    gateway: (charge) => charge.provider,
    amount: (charge) => moneyIn(IDR, charge.amount),
  },
};

/** The buyer pays: both mutations are the link holder's, with no session (the token is the key). */
const rules = {
  checkoutStart: PUBLIC,
  checkoutRefresh: PUBLIC,
} satisfies ModuleRules;

/** Checkout: a buyer pays the invoice their link opens, through the seller's payment gateway. */
export const checkoutModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers,
  upstream: (clients) => new CheckoutApi(clients.invoicing),
  rules,
});
