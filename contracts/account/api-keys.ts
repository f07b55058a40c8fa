import { areaActivity } from '../common/activity-text.js';
import { Type, type Static } from 'typebox';
import { defineErrors, nameRequiredError } from '../common/errors.js';

export { IdParams } from '../common/schemas.js';

/** Longest life of a key; an integrator rotates keys at least yearly. */
export const MAX_KEY_DAYS = 365;
export const API_KEY_NAME_MAX = 80;

export const ApiKeyResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  prefix: Type.String({
    description: 'The key’s public beginning, to tell keys apart; the secret is never shown again.',
  }),
  role: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  useCount: Type.Integer(),
});
export type ApiKeyResponse = Static<typeof ApiKeyResponse>;
export const ApiKeyCreateBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    roleId: Type.String({ format: 'uuid' }),
    expiresInDays: Type.Integer({ minimum: 1, maximum: MAX_KEY_DAYS }),
  },
  { additionalProperties: false },
);
export type ApiKeyCreateBody = Static<typeof ApiKeyCreateBody>;
export const ApiKeyTokenBody = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ApiKeyTokenBody = Static<typeof ApiKeyTokenBody>;
export const ApiKeyUsesBody = Type.Object(
  {
    uses: Type.Array(
      Type.Object({
        minute: Type.String({ format: 'date-time' }),
        requests: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
        lastIp: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
      }),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
export type ApiKeyUsesBody = Static<typeof ApiKeyUsesBody>;

export const ApiKeyListResponse = Type.Object({ items: Type.Array(ApiKeyResponse) });
export type ApiKeyListResponse = Static<typeof ApiKeyListResponse>;

/** A new key with its secret, shown this once. */
export const ApiKeyCreatedResponse = Type.Object({ apiKey: ApiKeyResponse, secret: Type.String() });
export type ApiKeyCreatedResponse = Static<typeof ApiKeyCreatedResponse>;

/** A 15-minute access token acting in the key's organisation and role. */
export const ApiKeyTokenResponse = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer(),
  apiKeyId: Type.String(),
  organizationId: Type.String(),
});
export type ApiKeyTokenResponse = Static<typeof ApiKeyTokenResponse>;

/** The API key rules’ refusals; a role that is not found answers with the role’s own code. */
export const apiKeyErrors = defineErrors({
  invalid: {
    status: 401,
    code: 'U-ACC-KEY-1',
    message:
      'This API key is not valid: it is unknown, revoked or expired, or the member who made it is no longer a member.',
  },
  notFound: { status: 404, code: 'U-ACC-KEY-2', message: 'API key not found.' },
  nameRequired: nameRequiredError('U-ACC-KEY-3', 'key', API_KEY_NAME_MAX),
  nameTaken: {
    status: 409,
    code: 'U-ACC-KEY-4',
    message: 'A key with this name already exists.',
    field: 'name',
  },
  expiry: {
    status: 400,
    code: 'U-ACC-KEY-5',
    message: `A key expires after 1 to ${MAX_KEY_DAYS} days.`,
    field: 'expiresInDays',
  },
  ownerRole: {
    status: 409,
    code: 'U-ACC-KEY-6',
    message:
      'A key cannot hold the owner role; give it a role with only what the integration needs.',
    field: 'roleId',
  },
  alreadyRevoked: { status: 409, code: 'U-ACC-KEY-7', message: 'This key is already revoked.' },
});

/** A user's own identity and security (profile, second factors, passkeys, sessions) answer only a signed-in user, never an API key. */
export const apiKeyUserOnlyError = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'An API key cannot do this; only a signed-in user can.',
} as const;

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const API_KEYS_ACTIVITY = areaActivity(['API_KEY'], {
  API_KEY_CREATED: (v: { name: string; role: string; days: number }) =>
    `API key ${v.name} created in the role ${v.role}, for ${v.days} days`,
  API_KEY_REVOKED: (v: { name: string }) => `API key ${v.name} revoked`,
});
