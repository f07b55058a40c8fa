import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import {
  MeResponse,
  ProfileBody,
  SecurityActivityResponse,
  UserResponse,
  UsersQuery,
  UsersResponse,
} from '../../../contracts/account/users.js';
import { ErrorRef } from '../../../contracts/common/errors.js';
import type { UserService } from './service.js';

const doc = routeDocs('users');

export const userRoutes: FastifyPluginAsyncTypebox<{ users: UserService }> = async (
  app,
  { users },
) => {
  app.get(
    '/me',
    {
      schema: doc('The caller, their organisation, role and permissions', {
        response: { 200: MeResponse },
      }),
    },
    async (request) => users.me(request.auth),
  );

  app.put(
    '/me/profile',
    {
      schema: doc(
        'Change the caller’s own profile: full name, preferred name and interface language',
        { body: ProfileBody, response: { 200: UserResponse, 400: ErrorRef } },
      ),
    },
    async (request) => users.updateProfile(request.auth.sub, request.body),
  );

  app.get(
    '/security-activity',
    {
      schema: doc(
        'The caller’s sign-in and two-factor events of the last 30 days, newest first (at most 200)',
        { response: { 200: SecurityActivityResponse } },
      ),
    },
    async (request) => ({ items: await users.securityActivity(request.auth.sub) }),
  );

  app.get(
    '/users',
    {
      schema: doc(
        'Members of the caller’s organisation by id (deactivated and removed ones too, for the history they made, with `active` false; ids of non-members are left out), or the active members whose role grants a permission (`permission`, by full name), or both',
        {
          querystring: UsersQuery,
          response: { 200: UsersResponse, 400: ErrorRef },
        },
      ),
    },
    async (request) => ({ items: await users.users(request.auth, request.query) }),
  );
};
