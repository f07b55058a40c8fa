import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { FirstFactorResponse } from '../sessions/schemas.js';
import { clientIp } from '../sessions/routes.js';
import type { SessionService } from '../sessions/service.js';
import type { InvitationService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const InviteBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }), roleId: Type.Optional(Type.String({ format: 'uuid' })) }, { additionalProperties: false });
const AcceptBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), fullName: Type.Optional(Type.String({ maxLength: 200 })), password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export function invitationRoutes(app: ServiceApp, invitations: InvitationService, sessions: SessionService): void {
  app.post(
    '/invitations',
    {
      schema: {
        summary: 'Invite an email into the caller’s organisation (needs members:manage); the link is mailed',
        tags: ['invitations'],
        body: InviteBody,
        response: { 201: Type.Object({ id: Type.String(), email: Type.String(), expiresAt: Type.String() }), 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { email, roleId } = request.body as Static<typeof InviteBody>;
      return reply.status(201).send(await invitations.invite(request.auth, email, roleId));
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { public: true },
      schema: {
        summary: 'What an invitation link offers, or 410 when it expired or was used',
        tags: ['invitations'],
        params: TokenParams,
        response: { 200: Type.Object({ organizationName: Type.String(), email: Type.String(), expiresAt: Type.String(), accountExists: Type.Boolean() }), 410: errorResponse },
      },
    },
    async (request) => invitations.view((request.params as Static<typeof TokenParams>).token),
  );

  app.post(
    '/invitations/accept',
    {
      config: { public: true },
      schema: {
        summary: 'Accept an invitation (a new user sets a password; an existing one confirms theirs) and sign in',
        tags: ['invitations'],
        body: AcceptBody,
        response: { 201: FirstFactorResponse, 400: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => {
      const { token, fullName, password } = request.body as Static<typeof AcceptBody>;
      const ip = clientIp(request);
      const { userId, organizationId } = await invitations.accept(token, fullName, password, ip);
      return reply.status(201).send(await sessions.signInProven(userId, organizationId, ip));
    },
  );
}
