import type { Static, TSchema } from 'typebox';
import { IdParams } from '../../contracts/common/schemas.js';
import type { AccessClaims } from './auth.js';
import { created, type ModuleDocs, type RoutesApp } from './route-docs.js';

/** What the OpenAPI document says of one write: its summary, a description where it needs one, what it takes and answers. */
export type WriteDoc<Body extends TSchema> = {
  summary: string;
  description?: string;
  body: Body;
  response: TSchema;
};

/**
 * The writes of one kind of record, as a module's service answers them for
 * the caller: a new record from `body`, and a change of the record `id`.
 */
export type RecordWrites<CreateBody extends TSchema, UpdateBody extends TSchema> = {
  create(auth: AccessClaims, body: Static<CreateBody>): Promise<unknown>;
  update(auth: AccessClaims, id: string, body: Static<UpdateBody>): Promise<unknown>;
};

/**
 * The writes as the routes below call them, with the body their schema has
 * already checked (a method's parameters compare both ways, so `RecordWrites`
 * of any bodies is one of these).
 */
type CheckedWrites = {
  create(auth: AccessClaims, body: unknown): Promise<unknown>;
  update(auth: AccessClaims, id: string, body: unknown): Promise<unknown>;
};

/** A route's description, where it has one. */
const described = (route: { description?: string }) =>
  route.description === undefined ? {} : { description: route.description };

/**
 * Registers the two writes of one kind of record: `POST <path>` makes one
 * (201 with `create.response`) and `PUT` or `PATCH <path>/:id` changes one
 * (200 with `update.response`), each with the module's tag and error statuses
 * (`doc`). `writes` runs each for the caller of the request.
 *
 * @example recordWriteRoutes(app, '/roles', doc, { create: { summary: 'Add a custom role', body: RoleBody, response: RoleResponse }, update: { method: 'PUT', summary: 'Change a custom role', body: RoleBody, response: RoleResponse } }, roles)
 */
export function recordWriteRoutes<CreateBody extends TSchema, UpdateBody extends TSchema>(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  routes: {
    create: WriteDoc<CreateBody>;
    update: WriteDoc<UpdateBody> & { method: 'PUT' | 'PATCH' };
  },
  writes: RecordWrites<CreateBody, UpdateBody>,
): void {
  const { create, update } = routes;
  const checked: CheckedWrites = writes;
  app.post(
    path,
    {
      schema: doc(create.summary, {
        ...described(create),
        body: create.body,
        response: { 201: create.response },
      }),
    },
    async (request, reply) => created(reply, checked.create(request.auth, request.body)),
  );
  app.route({
    method: update.method,
    url: `${path}/:id`,
    schema: doc(update.summary, {
      ...described(update),
      params: IdParams,
      body: update.body,
      response: { 200: update.response },
    }),
    handler: async (request) => checked.update(request.auth, request.params.id, request.body),
  });
}
