import {
  TAX_RATE_CURRENCIES,
  taxExchangeRateErrors,
} from '../../../contracts/invoicing/tax-exchange-rates.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize } from '../../connections.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { can } from '../../guards.js';
import { UUID, withoutNulls } from '../../upstream/fields.js';
import { defineModule } from '../module.js';
import { userOf } from '../profile/loaders.js';
import { taxExchangeRatesRules } from './rules.js';
import { TaxExchangeRatesApi } from './upstream.js';

const resolvers: Resolvers = {
  Query: {
    taxExchangeRates: (_root, args, context) => {
      if (!can(context, 'invoices:read')) return null;
      checkPageSize('first', args.first);
      return context.api.taxExchangeRates.list(
        context.caller,
        { first: args.first, after: args.after },
        withoutNulls({ currency: args.currency }),
      );
    },
  },
  Mutation: {
    taxExchangeRateCreate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.taxExchangeRates.create(context.caller, {
          currency: input.currency,
          validFrom: input.validFrom,
          rate: input.rate,
          ...withoutNulls({ kmkNumber: input.kmkNumber }),
        }),
      );
      if (!result.ok) return { taxExchangeRate: null, userErrors: result.userErrors };
      return { taxExchangeRate: result.value, userErrors: [] };
    },
    taxExchangeRateUpdate: async (_root, { input }, context) => {
      const id = input.taxExchangeRateId;
      const result = UUID.test(id)
        ? await withUserErrors(() =>
            context.api.taxExchangeRates.correct(context.caller, id, {
              rate: input.rate,
              ...withoutNulls({ kmkNumber: input.kmkNumber }),
            }),
          )
        : NOT_FOUND;
      if (!result.ok) return { taxExchangeRate: null, userErrors: result.userErrors };
      return { taxExchangeRate: result.value, userErrors: [] };
    },
    taxExchangeRateDelete: async (_root, { input }, context) => {
      const id = input.taxExchangeRateId;
      const result = UUID.test(id)
        ? await withUserErrors(() => context.api.taxExchangeRates.remove(context.caller, id))
        : NOT_FOUND;
      if (!result.ok) return { deletedTaxExchangeRateId: null, userErrors: result.userErrors };
      return { deletedTaxExchangeRateId: id, userErrors: [] };
    },
    taxExchangeRatesImport: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.taxExchangeRates.import(context.caller, {
          fileName: input.fileName,
          content: input.content,
        }),
      );
      if (!result.ok) return { imported: 0, issues: [], userErrors: result.userErrors };
      return { ...result.value, userErrors: [] };
    },
  },
  TaxExchangeRate: {
    enteredBy: (rate, _args, context) => userOf(context, rate.enteredBy),
  },
  TaxExchangeRateConnection: {
    edges: (page) => page.items,
  },
  SalesInvoice: {
    taxConversion: (invoice) => invoice.taxConversion,
    taxRateDue: async (invoice, _args, context) => {
      const currency = TAX_RATE_CURRENCIES.find((code) => code === invoice.currency);
      if (!currency || invoice.taxConversion || !can(context, 'invoices:read')) return null;
      const page = await context.api.taxExchangeRates.list(
        context.caller,
        { first: 1 },
        { currency, validOn: invoice.invoiceDate },
      );
      return page.items[0]?.node ?? null;
    },
  },
  InvoiceTaxConversion: {
    taxBase: (conversion) => rupiah(conversion.taxBase),
    otherTaxBase: (conversion) => rupiah(conversion.otherTaxBase),
    vat: (conversion) => rupiah(conversion.vat),
    luxuryTax: (conversion) => rupiah(conversion.luxuryTax),
  },
};

/** A rate id that is no UUID names no rate: answered as the service answers a missing one. */
const NOT_FOUND = {
  ok: false as const,
  userErrors: [userErrorOf(taxExchangeRateErrors.notFound, 'taxExchangeRateId')],
};

const rupiah = (amount: string) => ({ amount, currency: 'IDR' as const });

/** The kurs pajak table: read with invoices:read, written with invoices:manage. */
export const taxExchangeRatesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers,
  upstream: (clients) => new TaxExchangeRatesApi(clients.invoicing),
  rules: taxExchangeRatesRules,
});
