import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { TSchema } from 'typebox';
import { IdParams } from '../../../contracts/common/schemas.js';
import type { AccessClaims } from '../../kit/auth.js';
import { created, type ModuleDocs, type RoutesApp } from '../../kit/route-docs.js';
import { onBehalfOf } from '../../kit/server.js';
import type { OnBehalfOf } from '../../kit/service-client.js';
import { documentReadRoutes, type DocumentReads, type ReadRouteDocs } from './read-routes.js';

/** What the OpenAPI document says of a document's list or of writing a new one. */
export type DocumentRouteDoc = { summary: string; description: string };

/** What a route with `Schema` as its schema hands over, as its request type resolves it. */
type Request<Schema extends { querystring?: TSchema; body?: TSchema }> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  TypeBoxTypeProvider
>;

/**
 * What a document's service answers at its path: its reads (DocumentReads),
 * a page of its list for the caller, and a new document written for them.
 */
export type DocumentRecords<Query extends TSchema, Body extends TSchema> = DocumentReads & {
  list(
    auth: AccessClaims,
    query: Request<{ querystring: Query }>['query'],
    onBehalf: OnBehalfOf,
  ): Promise<unknown>;
  create(
    auth: AccessClaims,
    onBehalf: OnBehalfOf,
    body: Request<{ body: Body }>['body'],
  ): Promise<unknown>;
};

/**
 * Registers what every document answers at its path, once: `GET <path>`, a
 * page of its list (`listQuery` as its query, `listResponse` as its answer),
 * its reads by id and revisions (documentReadRoutes), and `POST <path>`, a new
 * document (`body`) answered 201 with the document (`response`), with the
 * module's tag and error statuses (`doc`) and their summaries. `documents`,
 * the module's service, answers each for the caller of the request.
 */
export function documentRoutes<Query extends TSchema, Body extends TSchema>(
  app: RoutesApp,
  routes: {
    path: string;
    doc: ModuleDocs;
    response: TSchema;
    documents: DocumentRecords<Query, Body>;
    list: DocumentRouteDoc & { query: Query; response: TSchema };
    reads: ReadRouteDocs;
    create: DocumentRouteDoc & { body: Body };
  },
): void {
  const { path, doc, response, documents, list, create } = routes;
  app.get(
    path,
    {
      schema: doc(list.summary, {
        description: list.description,
        querystring: list.query,
        response: { 200: list.response },
      }),
    },
    async (request) => documents.list(request.auth, request.query, onBehalfOf(request)),
  );
  documentReadRoutes(app, path, doc, response, documents, routes.reads);
  app.post(
    path,
    {
      schema: doc(create.summary, {
        description: create.description,
        body: create.body,
        response: { 201: response },
      }),
    },
    async (request, reply) =>
      created(reply, documents.create(request.auth, onBehalfOf(request), request.body)),
  );
}

/**
 * Registers `PATCH <path>/:id`, a draft's edit on the version it was read at
 * (`body`), answered with the document as it now stands (`response`): every
 * document that can be corrected before it is submitted is edited so.
 */
export function draftEditRoute<Body extends TSchema>(
  app: RoutesApp,
  route: DocumentRouteDoc & {
    path: string;
    doc: ModuleDocs;
    response: TSchema;
    body: Body;
    edit: (
      auth: AccessClaims,
      onBehalf: OnBehalfOf,
      id: string,
      body: Request<{ body: Body }>['body'],
    ) => Promise<unknown>;
  },
): void {
  app.patch(
    `${route.path}/:id`,
    {
      schema: route.doc(route.summary, {
        description: route.description,
        params: IdParams,
        body: route.body,
        response: { 200: route.response },
      }),
    },
    async (request) =>
      route.edit(request.auth, onBehalfOf(request), request.params.id, request.body),
  );
}
