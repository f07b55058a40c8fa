import { areaActivity } from '../common/activity-text.js';
import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { BatchIdsQuery, BatchOf, UuidString } from '../common/schemas.js';
import { HeldRole } from './roles.js';

export { IdParams } from '../common/schemas.js';

export const MemberStatus = Type.Union([
  Type.Literal('INVITED'),
  Type.Literal('ACTIVE'),
  Type.Literal('DEACTIVATED'),
  Type.Literal('EXPIRED'),
  Type.Literal('BLOCKED'),
]);
export type MemberStatus = Static<typeof MemberStatus>;

export const MemberResponse = Type.Object({
  kind: Type.Union([Type.Literal('MEMBER'), Type.Literal('INVITATION')], {
    description: 'A membership, or an invitation not yet accepted.',
  }),
  id: UuidString('The membership’s id, or the invitation’s.'),
  userId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  email: Type.String(),
  fullName: Type.Union([Type.String(), Type.Null()]),
  preferredName: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([HeldRole, Type.Null()]),
  status: MemberStatus,
  statusCode: Type.Integer({
    description:
      'The spec’s codes: Invited 0, Active 1, Deactivated -1, Expired -2, Blocked (shown as Removed) -3.',
  }),
  isOwner: Type.Boolean(),
  since: Type.String({
    format: 'date-time',
    description: 'When the person joined, or was invited.',
  }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'For invitations, until when the link works.',
  }),
});
export type MemberResponse = Static<typeof MemberResponse>;

export const MemberListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
  status: Type.Optional(MemberStatus),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Matches name or email, case-insensitively.' }),
  ),
});
export type MemberListQuery = Static<typeof MemberListQuery>;

export const MemberListResponse = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: MemberResponse })),
  totalCount: Type.Integer(),
  hasNextPage: Type.Boolean(),
});

export const MemberBatchQuery = BatchIdsQuery;
export type MemberBatchQuery = Static<typeof MemberBatchQuery>;

export const MemberRoleBody = Type.Object(
  { roleId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type MemberRoleBody = Static<typeof MemberRoleBody>;

export const MemberBatchResponse = BatchOf(MemberResponse);
export type MemberBatchResponse = Static<typeof MemberBatchResponse>;

/** An invitation mailed (again), with its new expiry. */
export const InvitationSentResponse = Type.Object({
  id: Type.String(),
  email: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type InvitationSentResponse = Static<typeof InvitationSentResponse>;

/** The spec's member messages (section 8). `{max}` is the organisation's limit of members and open invitations. */
export const memberErrors = defineErrors({
  notFound: { status: 404, code: 'U-ACC-MEM-1', message: 'Member not found.' },
  alreadyInactive: {
    status: 409,
    code: 'U-ACC-MEM-2',
    message: 'This member is already deactivated or removed.',
  },
  onlyDeletedReactivated: {
    status: 409,
    code: 'U-ACC-MEM-3',
    message: 'Only a removed member can be reactivated.',
  },
  onlyOneOwner: {
    status: 409,
    code: 'U-ACC-MEM-4',
    message: 'An organisation has only one owner; the owner role cannot be given.',
  },
  maxMembers: {
    status: 409,
    code: 'U-ACC-MEM-5',
    message: 'The organisation has reached its maximum of {max} members and open invitations.',
  },
  notInvited: { status: 404, code: 'U-ACC-MEM-6', message: 'This person has no open invitation.' },
  ownerUnchangeable: {
    status: 409,
    code: 'U-ACC-MEM-7',
    message: 'The owner’s access and role cannot be changed.',
  },
  notYourself: {
    status: 409,
    code: 'U-ACC-MEM-8',
    message: 'You cannot change your own access or role.',
  },
  notDeactivated: {
    status: 409,
    code: 'U-ACC-MEM-9',
    message: 'Only a deactivated member can be activated.',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const MEMBERS_ACTIVITY = areaActivity(['MEMBER'], {
  MEMBER_ROLE_CHANGED: (v: { email: string; role: string }) =>
    `Member ${v.email} given the role ${v.role}`,
  MEMBER_DEACTIVATED: (v: { email: string }) => `Member ${v.email} deactivated`,
  MEMBER_ACTIVATED: (v: { email: string; role: string }) =>
    `Member ${v.email} activated as ${v.role}`,
  MEMBER_REMOVED: (v: { email: string }) => `Member ${v.email} removed`,
  MEMBER_REACTIVATED: (v: { email: string; role: string }) =>
    `Member ${v.email} reactivated as ${v.role}`,
});
