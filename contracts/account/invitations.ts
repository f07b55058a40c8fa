import { areaActivity } from '../common/activity-text.js';
import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { LinkTokenParams, OpaqueToken, PasswordText } from './passwords.js';

export { FirstFactorResponse } from './sessions.js';

export const InvitationBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    roleId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type InvitationBody = Static<typeof InvitationBody>;
export const InvitationAcceptBody = Type.Object(
  {
    token: OpaqueToken,
    fullName: Type.Optional(Type.String({ maxLength: 200 })),
    password: PasswordText,
  },
  { additionalProperties: false },
);
export type InvitationAcceptBody = Static<typeof InvitationAcceptBody>;
export const InvitationTokenParams = LinkTokenParams;
export type InvitationTokenParams = Static<typeof InvitationTokenParams>;

/** An invitation just mailed. */
export const InvitationCreatedResponse = Type.Object({
  id: Type.String(),
  email: Type.String(),
  expiresAt: Type.String(),
});
export type InvitationCreatedResponse = Static<typeof InvitationCreatedResponse>;

/** What an invitation link offers. */
export const InvitationViewResponse = Type.Object({
  organizationName: Type.String(),
  email: Type.String(),
  expiresAt: Type.String(),
  accountExists: Type.Boolean(),
});
export type InvitationViewResponse = Static<typeof InvitationViewResponse>;

/** The invitation refusals (spec section 8). */
export const invitationErrors = defineErrors({
  expired: {
    status: 410,
    code: 'U-ACC-INV-1',
    message: 'This invitation has expired or was already used. Ask for a new one.',
    field: 'token',
  },
  cannotInviteSelf: {
    status: 400,
    code: 'U-ACC-INV-2',
    message: 'You cannot invite yourself.',
    field: 'email',
  },
  alreadyMember: {
    status: 409,
    code: 'U-ACC-INV-3',
    message: 'This person is already a member of the organisation.',
    field: 'email',
  },
  roleNotFound: { status: 404, code: 'U-ACC-INV-4', message: 'Role not found.', field: 'roleId' },
  formerMember: {
    status: 409,
    code: 'U-ACC-INV-5',
    message:
      'This person’s membership is deactivated or removed. Restore it instead of inviting them again.',
    field: 'email',
  },
  alreadyInvited: {
    status: 409,
    code: 'U-ACC-INV-6',
    message: 'This person already has an open invitation in this role. Send it again or cancel it.',
    field: 'email',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const INVITATIONS_ACTIVITY = areaActivity(['INVITATION'], {
  MEMBER_JOINED: (v: { email: string }) => `${v.email} accepted the invitation and joined`,
  INVITATION_CREATED: (v: { email: string }) => `${v.email} invited`,
  INVITATION_RESENT: (v: { email: string }) => `Invitation to ${v.email} sent again`,
  INVITATION_CANCELLED: (v: { email: string }) => `Invitation to ${v.email} cancelled`,
});
