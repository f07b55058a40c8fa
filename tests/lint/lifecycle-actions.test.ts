import Fastify from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../contracts/common/errors.js';
import { LIFECYCLES } from '../../contracts/invoicing/lifecycles.js';
import { MUTATION_RULES } from '../../bff/authorization.js';
import { creditMemoRoutes } from '../../services/invoicing/credit-memos/routes.js';
import { goodsReceiptRoutes } from '../../services/invoicing/goods-receipts/routes.js';
import { invoicePaymentRoutes } from '../../services/invoicing/invoice-payments/routes.js';
import { purchaseOrderRoutes } from '../../services/invoicing/purchase-orders/routes.js';
import { salesInvoiceRoutes } from '../../services/invoicing/sales-invoices/routes.js';
import { salesOrderRoutes } from '../../services/invoicing/sales-orders/routes.js';
import { actorColumns } from '../../services/invoicing/documents/runner.js';

/*
 * Every action of every document's lifecycle (contracts/invoicing/lifecycles.ts)
 * has its REST route and its GraphQL mutation's rule, read from what the
 * invoicing service's route modules register and from the BFF's rules map,
 * so that a new action cannot ship without either.
 */

/** The invoicing route modules of the documents, registered as the service registers them. */
const DOCUMENT_ROUTES: readonly FastifyPluginAsyncTypebox<never>[] = [
  salesOrderRoutes,
  purchaseOrderRoutes,
  goodsReceiptRoutes,
  salesInvoiceRoutes,
  creditMemoRoutes,
  invoicePaymentRoutes,
];

/** The `POST` routes the modules register (their services are never called: no request is made). */
async function registeredPosts(): Promise<Set<string>> {
  const app = Fastify();
  const posts = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('POST')) posts.add(route.url);
  });
  app.addSchema(ErrorResponse);
  for (const routes of DOCUMENT_ROUTES) await app.register(routes, {} as never);
  await app.ready();
  await app.close();
  return posts;
}

/** SALES_ORDER → sales-orders (the REST collection) and salesOrder (the GraphQL mutations' prefix). */
const collectionOf = (document: string) => `${document.toLowerCase().replaceAll('_', '-')}s`;
const mutationOf = (document: string, action: string) =>
  `${document.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())}${action.charAt(0).toUpperCase()}${action.slice(1)}`;

const ACTIONS = Object.values(LIFECYCLES).flatMap((lifecycle) =>
  lifecycle.transitions.map((transition) => ({ document: lifecycle.document, transition })),
);

describe('the documents’ lifecycle actions', () => {
  it('when a lifecycle declares an action, the invoicing service registers POST /<documents>/:id/<action>', async () => {
    const posts = await registeredPosts();
    const missing = ACTIONS.map(
      ({ document, transition }) => `/${collectionOf(document)}/:id/${transition.action}`,
    ).filter((url) => !posts.has(url));
    expect(ACTIONS.length).toBe(19);
    expect(missing).toEqual([]);
  });

  it('when a lifecycle declares an action, its GraphQL mutation’s rule needs the action’s permissions (any of them where it declares several)', () => {
    const wrong = ACTIONS.flatMap(({ document, transition }) => {
      const name = mutationOf(document, transition.action);
      const rule = (MUTATION_RULES as Record<string, (typeof MUTATION_RULES)[never]>)[name];
      const expected = {
        kind: 'permission',
        permissions: transition.permissions,
        ...(transition.permissions.length > 1 ? { anyOf: true } : {}),
      };
      return JSON.stringify(rule) === JSON.stringify(expected)
        ? []
        : [`${name}: ${JSON.stringify(rule)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('when a lifecycle declares an action, the runner knows the columns naming who made it and when', () => {
    const move = { status: 'X', version: 1, by: 'someone', at: new Date(0), reason: 'why' };
    const unknown = ACTIONS.filter(({ transition }) => {
      try {
        return Object.keys(actorColumns(transition.action, move)).length < 5;
      } catch {
        return true;
      }
    }).map(({ document, transition }) => `${document} ${transition.action}`);
    expect(unknown).toEqual([]);
  });
});
