import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { IdParams } from '../../../contracts/common/schemas.js';
import { DocumentReasonBody } from '../../../contracts/invoicing/documents.js';
import type { ModuleDocs, RoutesApp } from '../../kit/route-docs.js';
import type { Lifecycle } from './lifecycle.js';

/** What the OpenAPI document says of one move's route. */
export type MoveRouteDocs = {
  /** What it does; `(needs …)` follows, the lifecycle's permissions unless `needs` says it. */
  summary: string;
  needs?: string;
  description: string;
};

/**
 * Registers `POST <path>/:id/<action>` for every action of a document's
 * lifecycle, once: the id as its parameter, the reason's body where the move
 * needs one (DocumentReasonBody), the document as the answer, the module's
 * error statuses (`doc`), and its description (`docs`, one per action, so
 * that a new action without one does not compile). `move` makes it.
 */
export function moveRoutes<Status extends string, Action extends string, Message extends string>(
  app: RoutesApp,
  routes: {
    path: string;
    lifecycle: Lifecycle<Status, Action, Message>;
    doc: ModuleDocs;
    response: TSchema;
    docs: { readonly [A in Action]: MoveRouteDocs };
    move: (
      request: FastifyRequest,
      id: string,
      action: Action,
      body: { reason?: string | undefined },
    ) => Promise<unknown>;
  },
): void {
  for (const transition of routes.lifecycle.transitions) {
    const { action } = transition;
    const { summary, needs, description } = routes.docs[action];
    const url = `${routes.path}/:id/${action}`;
    const schema = {
      description,
      params: IdParams,
      response: { 200: routes.response },
    };
    const title = `${summary} (needs ${needs ?? transition.permissions.join(' or ')})`;
    if (transition.reason === 'required')
      app.post(
        url,
        { schema: routes.doc(title, { ...schema, body: DocumentReasonBody }) },
        async (request) => routes.move(request, request.params.id, action, request.body),
      );
    else
      app.post(url, { schema: routes.doc(title, schema) }, async (request) =>
        routes.move(request, request.params.id, action, {}),
      );
  }
}

/**
 * The move routes' docs of an order that may wait for approval (a sales or
 * a purchase order, whose lifecycles have the same moves): the approval and
 * the closing as each kind words them, the rejection and the cancellation
 * alike, and every move final in the same way.
 */
export function approvedOrderMoveDocs(summaries: { approve: string; close: string }) {
  const description = 'A rejected, cancelled or closed order changes no more (U-INV-DOC-9).';
  return {
    approve: { summary: summaries.approve, description },
    reject: { summary: 'Reject an order waiting for approval, with a reason', description },
    cancel: { summary: 'Cancel an order waiting for approval or open, with a reason', description },
    close: { summary: summaries.close, description },
  } satisfies Record<string, MoveRouteDocs>;
}
