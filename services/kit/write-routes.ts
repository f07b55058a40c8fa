import { Type, type Static, type TSchema } from 'typebox';
import { IdParams } from '../../contracts/common/schemas.js';
import type { AccessClaims } from './auth.js';
import { onBehalfOf } from './server.js';
import type { OnBehalfOf } from './service-client.js';
import { created, noContent, type ModuleDocs, type RoutesApp } from './route-docs.js';

/** What the OpenAPI document says of one route: its summary, and a description where it needs one. */
export type RouteDoc = { summary: string; description?: string };

/** What the OpenAPI document says of one write: its `RouteDoc`, what it takes and what it answers. */
export type WriteDoc<Body extends TSchema> = RouteDoc & { body: Body; response: TSchema };

/** The routes of `recordWriteRoutes`: a record made, changed and, where it may be, removed. */
export type WriteDocs<CreateBody extends TSchema, UpdateBody extends TSchema> = {
  create: WriteDoc<CreateBody>;
  update: WriteDoc<UpdateBody> & { method: 'PUT' | 'PATCH' };
  remove?: RouteDoc;
};

/**
 * The writes of one kind of record, as a module's service answers them for
 * the caller: a new record from `body`, and a change of the record `id`,
 * with the caller's token (`caller`) for what it asks of another service.
 * Function properties, not methods: a service's method must take every body
 * its route's schema lets through (a method type's parameters would be
 * compared both ways, and a service wanting more than the schema checks
 * would pass).
 */
export type RecordWrites<CreateBody extends TSchema, UpdateBody extends TSchema> = {
  create: (auth: AccessClaims, body: Static<CreateBody>, caller: OnBehalfOf) => Promise<unknown>;
  update: (
    auth: AccessClaims,
    id: string,
    body: Static<UpdateBody>,
    caller: OnBehalfOf,
  ) => Promise<unknown>;
};

/** The removal of the record `id`, for the caller, where the kind's records may be removed (`remove` in the routes). */
export type RecordRemoval = { remove?(auth: AccessClaims, id: string): Promise<unknown> };

/**
 * The writes as the routes below call them, with the body their schema has
 * already checked (a method's parameters compare both ways, so `RecordWrites`
 * of any bodies is one of these).
 */
type CheckedWrites = {
  update(auth: AccessClaims, id: string, body: unknown, caller: OnBehalfOf): Promise<unknown>;
};

/** A removal's answer, 204 with no body (typed as any schema, as the other routes' answers are). */
const nothing: TSchema = Type.Null();

/** A route's description, where it has one. */
const described = (route: { description?: string }) =>
  route.description === undefined ? {} : { description: route.description };

/**
 * Registers `POST <path>`: a new record from `route.body`, made by `create`
 * for the request's caller, answering 201 with it (`route.response`), with
 * the module's tag and error statuses (`doc`).
 *
 * @example createRoute(app, '/api-keys', doc, { summary: 'Create an API key', body: ApiKeyCreateBody, response: ApiKeyCreatedResponse }, (auth, body) => apiKeys.create(auth, body))
 */
export function createRoute<Body extends TSchema>(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  route: WriteDoc<Body>,
  create: (auth: AccessClaims, body: Static<Body>, caller: OnBehalfOf) => Promise<unknown>,
): void {
  // Checked above against the body's schema; the route below is typed for any schema.
  const checked: {
    create(auth: AccessClaims, body: unknown, caller: OnBehalfOf): Promise<unknown>;
  } = { create };
  app.post(
    path,
    {
      schema: doc(route.summary, {
        ...described(route),
        body: route.body,
        response: { 201: route.response },
      }),
    },
    async (request, reply) =>
      created(reply, checked.create(request.auth, request.body, onBehalfOf(request))),
  );
}

/**
 * Registers `PUT` or `PATCH <path>` (`route.method`): a change from
 * `route.body` of what the path names for the caller (settings, an order of
 * records), made by `change` and answering 200 with what it is after
 * (`route.response`), with the module's tag and error statuses (`doc`).
 *
 * @example changeRoute(app, '/reconciliation-settings', doc, { method: 'PUT', summary: 'Change the settings', body: SettingsBody, response: SettingsResponse }, (auth, body) => settings.update(auth, body))
 */
export function changeRoute<Body extends TSchema>(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  route: WriteDoc<Body> & { method: 'PUT' | 'PATCH' },
  change: (auth: AccessClaims, body: Static<Body>) => Promise<unknown>,
): void {
  // Checked above against the body's schema; the route below is typed for any schema.
  const checked: { change(auth: AccessClaims, body: unknown): Promise<unknown> } = { change };
  app.route({
    method: route.method,
    url: path,
    schema: doc(route.summary, {
      ...described(route),
      body: route.body,
      response: { 200: route.response },
    }),
    handler: async (request) => checked.change(request.auth, request.body),
  });
}

/**
 * Registers the writes of one kind of record: `POST <path>` makes one (201
 * with `create.response`), `PUT` or `PATCH <path>/:id` changes one (200 with
 * `update.response`) and, with `remove`, `DELETE <path>/:id` removes one
 * (204), each with the module's tag and error statuses (`doc`). `writes` runs
 * each for the caller of the request.
 *
 * @example recordWriteRoutes(app, '/roles', doc, { create: { summary: 'Add a custom role', body: RoleBody, response: RoleResponse }, update: { method: 'PUT', summary: 'Change a custom role', body: RoleBody, response: RoleResponse } }, roles)
 */
export function recordWriteRoutes<CreateBody extends TSchema, UpdateBody extends TSchema>(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  routes: WriteDocs<CreateBody, UpdateBody>,
  writes: RecordWrites<CreateBody, UpdateBody> & RecordRemoval,
): void {
  const { create, update, remove } = routes;
  const checked: CheckedWrites = writes;
  createRoute(app, path, doc, create, (auth, body, caller) => writes.create(auth, body, caller));
  app.route({
    method: update.method,
    url: `${path}/:id`,
    schema: doc(update.summary, {
      ...described(update),
      params: IdParams,
      body: update.body,
      response: { 200: update.response },
    }),
    handler: async (request) =>
      checked.update(request.auth, request.params.id, request.body, onBehalfOf(request)),
  });
  if (remove === undefined) return;
  const removeOne = writes.remove?.bind(writes);
  if (removeOne === undefined) throw new Error(`${path}: a remove route with no removal to run`);
  removeRoute(app, path, doc, remove, removeOne);
}

/**
 * Registers `DELETE <path>/:id`: the record `id` removed by `remove` for the
 * request's caller, answering 204 with no body, with the module's tag and
 * error statuses (`doc`).
 *
 * @example removeRoute(app, '/entities', doc, { summary: 'Delete an entity' }, (auth, id) => entities.remove(auth, id))
 */
export function removeRoute(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  route: RouteDoc,
  remove: (auth: AccessClaims, id: string) => Promise<unknown>,
): void {
  app.delete(
    `${path}/:id`,
    {
      schema: doc(route.summary, {
        ...described(route),
        params: IdParams,
        response: { 204: nothing },
      }),
    },
    async (request, reply) => noContent(reply, remove(request.auth, request.params.id)),
  );
}
