import { Type } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import type { InvitationService } from '../invitations/service.js';
import { BatchQuery, IdParams, ListQuery, ListResponse, MemberResponse, RoleBody } from './schemas.js';
import type { MemberService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const SentResponse = Type.Object({ id: Type.String(), email: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });

export function memberRoutes(app: ServiceApp, members: MemberService, invitations: InvitationService): void {
  app.get(
    '/members',
    {
      schema: {
        summary: 'The organisation’s members and open or expired invitations, by name or email (needs members:read)',
        tags: ['members'],
        querystring: ListQuery,
        response: { 200: ListResponse, ...errors },
      },
    },
    async (request) => members.list(request.auth, request.query as ListQuery),
  );

  app.get(
    '/members/batch',
    {
      schema: {
        summary: 'Members or invitations by id (repeat `ids`); other organisations’ are left out (needs members:read)',
        tags: ['members'],
        querystring: BatchQuery,
        response: { 200: Type.Object({ items: Type.Array(MemberResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await members.findByIds(request.auth, (request.query as BatchQuery).ids) }),
  );

  const transitions = {
    deactivate: 'Deactivate an active member; their sessions here end at once',
    activate: 'Activate a deactivated member again, in the role they had',
    remove: 'Remove a member (shown as Removed); their sessions here end at once',
    reactivate: 'Reactivate a removed member, in the role they had',
  } as const;
  for (const [action, summary] of Object.entries(transitions) as [keyof typeof transitions, string][]) {
    app.post(
      `/members/:id/${action}`,
      { schema: { summary: `${summary} (needs members:manage)`, tags: ['members'], params: IdParams, response: { 200: MemberResponse, ...errors } } },
      async (request) => members[action](request.auth, (request.params as IdParams).id),
    );
  }

  app.put(
    '/members/:id/role',
    {
      schema: {
        summary: 'Set a member’s role (never the owner’s); their next request carries its permissions (needs members:manage)',
        tags: ['members'],
        params: IdParams,
        body: RoleBody,
        response: { 200: MemberResponse, ...errors },
      },
    },
    async (request) => members.setRole(request.auth, (request.params as IdParams).id, (request.body as RoleBody).roleId),
  );

  app.post(
    '/invitations/:id/resend',
    {
      schema: {
        summary: 'Mail an invitation again with a new link, valid seven days; the old link stops working (needs members:manage)',
        tags: ['invitations'],
        params: IdParams,
        response: { 200: SentResponse, ...errors },
      },
    },
    async (request) => invitations.resend(request.auth, (request.params as IdParams).id),
  );

  app.post(
    '/invitations/:id/cancel',
    { schema: { summary: 'Cancel an invitation; its link stops working (needs members:manage)', tags: ['invitations'], params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await invitations.cancel(request.auth, (request.params as IdParams).id);
      return reply.status(204).send(null);
    },
  );
}
