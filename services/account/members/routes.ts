import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { idActionRoutes } from '../../kit/action-routes.js';
import { noContent, routeDocs } from '../../kit/route-docs.js';
import type { InvitationService } from '../invitations/service.js';
import {
  IdParams,
  InvitationSentResponse,
  MemberBatchQuery,
  MemberBatchResponse,
  MemberListQuery,
  MemberListResponse,
  MemberResponse,
  MemberRoleBody,
} from '../../../contracts/account/members.js';
import type { MemberService } from './service.js';

const invitationDoc = routeDocs('invitations', 400, 403, 404, 409);
const doc = routeDocs('members', 400, 403, 404, 409);

export const memberRoutes: FastifyPluginAsyncTypebox<{
  members: MemberService;
  invitations: InvitationService;
}> = async (app, { members, invitations }) => {
  app.get(
    '/members',
    {
      schema: doc(
        'The organisation’s members and open or expired invitations, by name or email (needs members:read)',
        { querystring: MemberListQuery, response: { 200: MemberListResponse } },
      ),
    },
    async (request) => members.list(request.auth, request.query),
  );

  app.get(
    '/members/batch',
    {
      schema: doc(
        'Members or invitations by id (repeat `ids`); other organisations’ are left out (needs members:read)',
        { querystring: MemberBatchQuery, response: { 200: MemberBatchResponse } },
      ),
    },
    async (request) => ({ items: await members.findByIds(request.auth, request.query.ids) }),
  );

  idActionRoutes(
    app,
    {
      path: '/members',
      doc,
      response: MemberResponse,
      needs: 'needs members:manage',
      summaries: {
        deactivate: 'Deactivate an active member; their sessions here end at once',
        activate: 'Activate a deactivated member again, in the role they had',
        remove: 'Remove a member (shown as Removed); their sessions here end at once',
        reactivate: 'Reactivate a removed member, in the role they had',
      },
    },
    (auth, id, action) => members[action](auth, id),
  );

  app.put(
    '/members/:id/role',
    {
      schema: doc(
        'Set a member’s role (never the owner’s); their next request carries its permissions (needs members:manage)',
        {
          params: IdParams,
          body: MemberRoleBody,
          response: { 200: MemberResponse },
        },
      ),
    },
    async (request) => members.setRole(request.auth, request.params.id, request.body.roleId),
  );

  app.post(
    '/invitations/:id/resend',
    {
      schema: invitationDoc(
        'Mail an invitation again with a new link, valid seven days; the old link stops working (needs members:manage)',
        {
          params: IdParams,
          response: { 200: InvitationSentResponse },
        },
      ),
    },
    async (request) => invitations.resend(request.auth, request.params.id),
  );

  app.post(
    '/invitations/:id/cancel',
    {
      schema: invitationDoc('Cancel an invitation; its link stops working (needs members:manage)', {
        params: IdParams,
        response: { 204: Type.Null() },
      }),
    },
    async (request, reply) => noContent(reply, invitations.cancel(request.auth, request.params.id)),
  );
};
