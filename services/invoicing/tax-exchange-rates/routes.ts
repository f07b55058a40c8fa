import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TaxExchangeRateBody,
  TaxExchangeRateCorrectBody,
  TaxExchangeRateParams,
  TaxExchangeRateImportBody,
  TaxExchangeRateImportResponse,
  TaxExchangeRateListQuery,
  TaxExchangeRateListResponse,
  TaxExchangeRateResponse,
} from '../../../contracts/invoicing/tax-exchange-rates.js';
import { Type } from 'typebox';
import { noContent, routeDocs } from '../../kit/route-docs.js';
import { createRoute } from '../../kit/write-routes.js';
import type { TaxExchangeRateService } from './service.js';

const doc = routeDocs('tax exchange rates', 400, 401, 403, 404, 409);

/** The kurs pajak table: read it, enter a week's rate, import a CSV of them. */
export const taxExchangeRateRoutes: FastifyPluginAsyncTypebox<{
  taxRates: TaxExchangeRateService;
}> = async (app, { taxRates }) => {
  app.get(
    '/tax-exchange-rates',
    {
      schema: doc('A page of the kurs pajak table, the latest week first (needs invoices:read)', {
        description:
          "Rupiah per one unit of USD or SGD for a KMK week (Wednesday to Tuesday). Forward with `first`/`after`; filter by `currency`, and by `validOn` for the rate of the week that holds a day (an invoice date's, say).",
        querystring: TaxExchangeRateListQuery,
        response: { 200: TaxExchangeRateListResponse },
      }),
    },
    async (request) => taxRates.list(request.auth, request.query),
  );

  createRoute(
    app,
    '/tax-exchange-rates',
    doc,
    {
      summary: 'Enter the kurs pajak of a currency for a KMK week (needs invoices:manage)',
      description:
        'USD or SGD (U-INV-FX-1); the Wednesday the week starts (U-INV-FX-2); rupiah per unit, at most two decimals (U-INV-FX-3); the KMK number or nothing for MANUAL (U-INV-FX-4). A week the currency has is refused with 409 (U-INV-FX-5), never replaced: invoices issued at its rate keep it.',
      body: TaxExchangeRateBody,
      response: TaxExchangeRateResponse,
    },
    (auth, body) => taxRates.enter(auth, body),
  );

  app.patch(
    '/tax-exchange-rates/:id',
    {
      schema: doc('Correct a kurs pajak entered wrongly (needs invoices:manage)', {
        description:
          'Its rupiah rate (U-INV-FX-3) and KMK number (U-INV-FX-4); its currency and week stay. Refused with 409 (U-INV-FX-21, naming how many) when an issued invoice or a payment uses it: they keep the rate they were issued at, and an issued faktur is corrected by a credit memo or a replacement. Checked and changed under the rate’s lock, so no issue or payment uses it meanwhile. Another organisation’s rate is not found (U-INV-FX-22).',
        params: TaxExchangeRateParams,
        body: TaxExchangeRateCorrectBody,
        response: { 200: TaxExchangeRateResponse },
      }),
    },
    async (request) => taxRates.correct(request.auth, request.params.id, request.body),
  );

  app.delete(
    '/tax-exchange-rates/:id',
    {
      schema: doc('Delete a kurs pajak entered wrongly (needs invoices:manage)', {
        description:
          'Refused as a correction is (U-INV-FX-21) when an issued invoice or a payment uses it; another organisation’s is not found (U-INV-FX-22).',
        params: TaxExchangeRateParams,
        response: { 204: Type.Null() },
      }),
    },
    async (request, reply) => noContent(reply, taxRates.remove(request.auth, request.params.id)),
  );

  app.post(
    '/tax-exchange-rates/import',
    {
      schema: doc('Import kurs pajak from a CSV (needs invoices:manage)', {
        description:
          'Columns currency, valid_from, rate and optionally kmk_number. All or nothing: when any line has a problem (each as a rate entered alone, a repeated week, a week the table has) the answer lists them by line (the header is line 1) and nothing is written.',
        body: TaxExchangeRateImportBody,
        response: { 200: TaxExchangeRateImportResponse },
      }),
    },
    async (request) => taxRates.import(request.auth, request.body),
  );
};
