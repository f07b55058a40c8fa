import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { IdsFilter, LanguageOf } from '../common/schemas.js';
import { PERMISSIONS } from './permissions.js';
import { ApiKeyResponse } from './api-keys.js';
import { HeldRole } from './roles.js';
import { TwoFactorMethodType } from './sessions.js';

const Language = LanguageOf('en or id.');

export const UserResponse = Type.Object({
  id: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  preferredName: Type.Union([Type.String(), Type.Null()]),
  language: Type.Optional(
    Type.Union([Language, Type.Null()], {
      description:
        'The interface language the user chose; null until they choose one. The caller’s own on `/me`; each member’s on `/users`, so that a mail another service writes them is in it.',
    }),
  ),
});
export type UserResponse = Static<typeof UserResponse>;

/** The caller's own profile (My Profile), all given. */
export const ProfileBody = Type.Object(
  {
    fullName: Type.String({ description: 'Required, at most 200 characters.' }),
    preferredName: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'At most 100 characters; empty or null clears it.',
      }),
    ),
    language: Language,
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

/**
 * An organisation's controls as they stand (Settings, Controls): what `/me`
 * shows of the caller's organisation and what the other services read of its
 * settings (organizations contract).
 */
export const ORGANIZATION_CONTROLS = {
  twoFactorRequired: Type.Boolean({
    description: 'Whether every member must sign in with a second factor.',
  }),
  selfApprovalAllowed: Type.Boolean({
    description: 'Whether a Maker & Approver may approve their own payments and transfers.',
  }),
  transfersActive: Type.Boolean({ description: 'Whether creating transfers is allowed.' }),
  paymentsActive: Type.Boolean({ description: 'Whether creating payments is allowed.' }),
  balanceShortfallRefused: Type.Boolean({
    description:
      'Whether a payment or transfer that would take its source account below its available balance is refused (true) or only warned about.',
  }),
};

export const OrganizationResponse = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  timeZone: Type.String(),
  defaultCurrency: Type.String(),
  ...ORGANIZATION_CONTROLS,
});

export const MeResponse = Type.Object({
  user: UserResponse,
  organization: OrganizationResponse,
  organizations: Type.Array(OrganizationResponse),
  role: HeldRole,
  permissions: Type.Array(Type.String()),
  usedTwoFactor: Type.Boolean(),
  twoFactorMethods: Type.Array(
    Type.Object({
      type: TwoFactorMethodType,
      createdAt: Type.String(),
      remainingCodes: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  apiKey: Type.Optional(
    Type.Union([ApiKeyResponse, Type.Null()], {
      description:
        'The API key the caller is, when it is one (then `role` and `permissions` are the key’s, `organizations` only its own, and `user` the member it acts for); null for a signed-in member.',
    }),
  ),
});

/** The most members `/users` answers for a `permission` without `ids`. */
export const MAX_USERS_HOLDING = 200;

/** Which users `/users` answers: by id, by a permission their role grants, or both (one of them at least). */
export const UsersQuery = Type.Object({
  ids: IdsFilter('Comma-separated or repeated user ids.'),
  permission: Type.Optional(
    Type.Enum(PERMISSIONS, {
      description: `Only active members whose role grants this permission (\`invoices:approve\`), by full name; at most ${MAX_USERS_HOLDING} without \`ids\`.`,
    }),
  ),
});
export type UsersQuery = Static<typeof UsersQuery>;

/** A user of the caller's organisation as `/users` answers it: with whether their membership is active. */
export const OrganizationUserResponse = Type.Object({
  ...UserResponse.properties,
  active: Type.Boolean({
    description:
      'Whether their membership of the caller’s organisation is active: false once deactivated or removed (they are answered for the history they made).',
  }),
});
export type OrganizationUserResponse = Static<typeof OrganizationUserResponse>;

export const UsersResponse = Type.Object({ items: Type.Array(OrganizationUserResponse) });
export type UsersResponse = Static<typeof UsersResponse>;
export type MeResponse = Static<typeof MeResponse>;
export type OrganizationResponse = Static<typeof OrganizationResponse>;

/**
 * What a security event records (the auth log's `event`): the account
 * service writes only these (`recordAuthEvent` takes this type), and the
 * GraphQL enum `SecurityEventType` has exactly these values
 * (bff/modules/session/security-events.test.ts).
 */
export const SECURITY_EVENT_TYPES = [
  'SIGN_IN_FAILED',
  'PASSWORD_ACCEPTED',
  'SIGNED_IN',
  'SIGNED_IN_WITH_BACKUP_CODE',
  'SIGNED_OUT',
  'ORGANIZATION_SWITCHED',
  'AUTHENTICATOR_ADDED',
  'AUTHENTICATOR_REMOVED',
  'BACKUP_CODES_GENERATED',
  'BACKUP_CODES_REGENERATED',
  'TRANSACTION_CODE_ACCEPTED',
  'TRANSACTION_CODE_REFUSED',
  'SIGNED_IN_WITH_PASSKEY',
  'PASSKEY_ADDED',
  'PASSKEY_REMOVED',
  'PASSKEY_REPLAY_REFUSED',
  'INVITATION_ACCEPTED',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET_LIMITED',
  'PASSWORD_RESET',
  'PASSWORD_CHANGED',
  'PASSWORD_CHANGE_REFUSED',
  'SIGNED_IN_WITH_PROVIDER',
  'PROVIDER_ACCEPTED',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The caller's sign-in and two-factor events of the last 30 days (at most 200). */
export const SecurityActivityResponse = Type.Object({
  items: Type.Array(
    Type.Object({
      occurredAt: Type.String({ format: 'date-time' }),
      category: Type.Union([Type.Literal('AUTH'), Type.Literal('TWO_FACTOR_AUTH')]),
      event: Type.String(),
      ipAddress: Type.Union([Type.String(), Type.Null()]),
      country: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type SecurityActivityResponse = Static<typeof SecurityActivityResponse>;

export const FULL_NAME_MAX = 200;
export const PREFERRED_NAME_MAX = 100;

/** The users module's codes (spec section 8: `U-ACC-US-{n}`). */
export const profileErrors = defineErrors({
  fullNameRequired: {
    status: 400,
    code: 'U-ACC-US-1',
    message: 'Your full name is required.',
    field: 'fullName',
  },
  fullNameTooLong: {
    status: 400,
    code: 'U-ACC-US-2',
    message: `Use at most ${FULL_NAME_MAX} characters for your full name.`,
    field: 'fullName',
  },
  preferredNameTooLong: {
    status: 400,
    code: 'U-ACC-US-3',
    message: `Use at most ${PREFERRED_NAME_MAX} characters for your preferred name.`,
    field: 'preferredName',
  },
});
