import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, routeDocs } from '../../kit/route-docs.js';
import { errorResponses } from '../../../contracts/common/errors.js';
import {
  FirstFactorResponse,
  InvitationAcceptBody,
  InvitationBody,
  InvitationCreatedResponse,
  InvitationTokenParams,
  InvitationViewResponse,
} from '../../../contracts/account/invitations.js';
import { clientIp } from '../sessions/routes.js';
import type { SessionService } from '../sessions/service.js';
import type { InvitationService } from './service.js';

const doc = routeDocs('invitations');

export const invitationRoutes: FastifyPluginAsyncTypebox<{
  invitations: InvitationService;
  sessions: SessionService;
}> = async (app, { invitations, sessions }) => {
  app.post(
    '/invitations',
    {
      schema: doc(
        'Invite an email into the caller’s organisation (needs members:manage); the link is mailed',
        {
          body: InvitationBody,
          response: { 201: InvitationCreatedResponse, ...errorResponses(400, 403, 404, 409) },
        },
      ),
    },
    async (request, reply) => {
      const { email, roleId } = request.body;
      return created(reply, invitations.invite(request.auth, email, roleId));
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { public: true },
      schema: doc('What an invitation link offers, or 410 when it expired or was used', {
        params: InvitationTokenParams,
        response: { 200: InvitationViewResponse, ...errorResponses(410) },
      }),
    },
    async (request) => invitations.view(request.params.token),
  );

  app.post(
    '/invitations/accept',
    {
      config: { public: true },
      schema: doc(
        'Accept an invitation (a new user sets a password; an existing one confirms theirs) and sign in',
        {
          body: InvitationAcceptBody,
          response: { 201: FirstFactorResponse, ...errorResponses(400, 410) },
        },
      ),
    },
    async (request, reply) => {
      const { token, fullName, password } = request.body;
      const ip = clientIp(request);
      const { userId, organizationId } = await invitations.accept(token, fullName, password, ip);
      return created(reply, sessions.signInProven(userId, organizationId, ip));
    },
  );
};
