import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { errorResponses, ErrorRef } from '../../contracts/common/errors.js';

/** A route plugin's app, as `FastifyPluginAsyncTypebox` gives it. */
export type RoutesApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The part of a route's schema that is its own: what it reads and answers, and its description. */
export type RouteSchema = { response: object };

/** A module's `routeDocs`: its tag and error statuses around a route's own schema. */
export type ModuleDocs = <Schema extends RouteSchema>(
  summary: string,
  schema: Schema,
) => Omit<Schema, 'response'> & { summary: string; tags: string[]; response: Schema['response'] };

/**
 * What every route of one module shares in its schema: it is filed under the
 * module's tag in the OpenAPI document and may answer the module's error
 * statuses (the contract's error body) besides its own answers. Declared once
 * per module: `const doc = routeDocs('roles', 400, 403, 404, 409)`, then each
 * route's `schema: doc('One role (needs roles:read)', { params: IdParams, response: { 200: RoleResponse } })`.
 */
export function routeDocs<const Status extends number = never>(tag: string, ...statuses: Status[]) {
  const errors = errorResponses(...statuses);
  return <Schema extends RouteSchema>(
    summary: string,
    schema: Schema,
  ): Omit<Schema, 'response'> & {
    summary: string;
    tags: string[];
    response: Schema['response'] & Record<Status, typeof ErrorRef>;
  } => ({
    summary,
    tags: [tag],
    ...schema,
    response: { ...schema.response, ...errors },
  });
}

/**
 * The answer of a write that makes a record: 201 with what `work` answers once
 * it is done (its refusal answers as any error does).
 *
 * @example app.post('/roles', { schema }, async (request, reply) => created(reply, roles.create(request.auth, request.body)))
 */
export async function created<Payload>(
  reply: { status(code: 201): { send(payload: Payload): unknown } },
  work: Promise<Payload>,
) {
  const payload = await work;
  return reply.status(201).send(payload);
}

/**
 * The answer of a write that returns nothing: 204 once `work` is done (its
 * refusal answers as any error does).
 *
 * @example app.delete('/roles/:id', { schema }, async (request, reply) => noContent(reply, roles.remove(request.auth, request.params.id)))
 */
export async function noContent(
  reply: { status(code: 204): { send(payload: null): unknown } },
  work: Promise<unknown>,
) {
  await work;
  return reply.status(204).send(null);
}
