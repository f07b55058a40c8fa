import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import {
  CheckoutChargeResponse,
  CheckoutMismatchQuery,
  CheckoutMismatchResponse,
  CheckoutResponse,
  CheckoutStartBody,
} from '../../../contracts/invoicing/checkout.js';
import {
  INVOICE_LINK_TOKEN_HEADER,
  InvoiceLinkTokenHeader,
} from '../../../contracts/invoicing/invoice-links.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { InvoicingDatabase } from '../db-types.js';
import { listCheckoutMismatches } from './mismatches.js';
import type { CheckoutService } from './service.js';

const doc = routeDocs('checkout', 400, 409, 410, 502);

const tokenOf = (headers: Record<string, unknown>) => String(headers[INVOICE_LINK_TOKEN_HEADER]);

/** The buyer's checkout for the invoice their link opens: the token in X-Invoice-Link-Token, no account. */
export const checkoutRoutes: FastifyPluginAsyncTypebox<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  app.get(
    '/invoice-link/checkout',
    {
      config: { public: true },
      schema: doc('How the buyer may pay the link’s invoice, and its latest charge', {
        headers: InvoiceLinkTokenHeader,
        response: { 200: CheckoutResponse },
      }),
    },
    async (request) => checkout.options(tokenOf(request.headers)),
  );

  app.post(
    '/invoice-link/checkout',
    {
      config: { public: true },
      schema: doc('Open a charge at the gateway for what is left of the link’s invoice', {
        description:
          'All that is left, or one milestone (`milestone`: what is left of it and of those before it; U-INV-CO-6, U-INV-CO-7). The channel’s limits are checked first (U-INV-CO-2, U-INV-CO-3). The same channel again answers the charge already waiting; another channel while one waits is refused (U-INV-CO-5). Nothing is paid until the gateway says so.',
        headers: InvoiceLinkTokenHeader,
        body: CheckoutStartBody,
        response: { 200: CheckoutChargeResponse },
      }),
    },
    async (request) => checkout.start(tokenOf(request.headers), request.body),
  );

  app.post(
    '/invoice-link/checkout/refresh',
    {
      config: { public: true },
      schema: doc('Ask the gateway for the waiting charge’s status, and apply its answer', {
        headers: InvoiceLinkTokenHeader,
        response: { 200: CheckoutResponse },
      }),
    },
    async (request) => checkout.refresh(tokenOf(request.headers)),
  );
};

const Provider = Type.Object({
  provider: Type.Union([Type.Literal('xendit'), Type.Literal('midtrans')]),
});

/**
 * Where the gateway posts its notifications. The body is kept as the bytes
 * that arrived (this plugin's own parser), for the signature; a notification
 * that does not verify is logged and answered 401, one that does 200
 * whatever it did (ignored too, when it names a status we do not act on), so
 * the gateway stops sending it, and 503 when the gateway could not confirm
 * it, so the gateway sends it again (notifications.ts).
 */
export const checkoutNotificationRoutes: FastifyPluginAsyncTypebox<{
  checkout: CheckoutService;
}> = async (app, { checkout }) => {
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/checkout/notifications/:provider',
    {
      config: { public: true },
      schema: {
        summary:
          'A payment gateway’s notification of a charge (Xendit callback, Midtrans HTTP notification)',
        tags: ['checkout'],
        params: Provider,
      },
    },
    async (request, reply) => {
      const provider = request.params.provider === 'xendit' ? 'XENDIT' : 'MIDTRANS';
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { httpStatus, outcome } = await checkout.notify(provider, request.headers, body);
      return reply.status(httpStatus).send({ outcome });
    },
  );
};

/** The organisation's checkout payments of another amount than the charge's, for the treasury's exception scan (mismatches.ts). */
export const checkoutMismatchRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<InvoicingDatabase>;
}> = async (app, { db }) => {
  app.get(
    '/checkout/mismatches',
    {
      schema: routeDocs(
        'checkout',
        400,
        401,
        403,
      )(
        'Charges a gateway said were paid with another amount (no payment recorded), one per gateway event, for the exception scan (needs exceptions:manage)',
        {
          description:
            'By notification id, `first` (at most 500) after `after`. The treasury’s exception scan opens a ticket for each.',
          querystring: CheckoutMismatchQuery,
          response: { 200: CheckoutMismatchResponse },
        },
      ),
    },
    async (request) => listCheckoutMismatches(db, request.auth, request.query),
  );
};
