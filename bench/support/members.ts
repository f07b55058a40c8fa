import type pg from 'pg';
import type { BUILT_IN_ROLES } from '../../contracts/account/permissions.js';
import { MembershipStatus } from '../../services/account/membership-status.js';
import { hashPassword } from '../../services/account/passwords.js';
import { confirmAuthenticator } from '../../tests/support/oathtool.js';
import { rest, type Session } from './rest.js';

/** Who a bench adds: their sign-in, name and built-in role; a hash made once may serve many with one password. */
export type BenchMember = {
  email: string;
  password: string;
  fullName: string;
  builtIn: keyof typeof BUILT_IN_ROLES;
  passwordHash?: string;
};

/**
 * An active member of the organisation in a built-in role, written straight
 * into the account database (a bench's setup, not what it measures) and
 * signed in with their password through the account service.
 */
export async function signedInMember(
  db: pg.Client,
  accountUrl: string,
  organizationId: string,
  member: BenchMember,
): Promise<Session> {
  const role = await db.query<{ id: string }>(
    'select id from account.roles where organization_id = $1 and built_in = $2',
    [organizationId, member.builtIn],
  );
  const user = await db.query<{ id: string }>(
    'insert into account.users (email, password_hash, full_name) values ($1, $2, $3) returning id',
    [member.email, member.passwordHash ?? (await hashPassword(member.password)), member.fullName],
  );
  await db.query(
    'insert into account.memberships (organization_id, user_id, role_id, status) values ($1, $2, $3, $4)',
    [organizationId, user.rows[0]!.id, role.rows[0]!.id, MembershipStatus.active],
  );
  return rest<Session>(accountUrl, 'POST', '/sessions', null, {
    email: member.email,
    password: member.password,
  });
}

/**
 * Sets up an authenticator app for a signed-in member through the account
 * service and answers their codes, one fresh step per call
 * (tests/support/oathtool.ts confirmAuthenticator: a confirmation that a step
 * boundary overtook is sent again).
 */
export async function withAuthenticator(
  accountUrl: string,
  tokens: Session,
): Promise<() => string> {
  const { secret } = await rest<{ secret: string }>(
    accountUrl,
    'POST',
    '/two-factor/authenticator',
    tokens,
  );
  return confirmAuthenticator(secret, async (code) => {
    const response = await fetch(`${accountUrl}/two-factor/authenticator/confirm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.accessToken}`,
        'x-organization-id': tokens.organizationId,
      },
      body: JSON.stringify({ code }),
    });
    if (response.ok) return true;
    if (response.status === 400) return false;
    throw new Error(`confirming the authenticator: ${response.status} ${await response.text()}`);
  });
}

const APPROVER_PASSWORD = 'Penyetuju123';
/**
 * The approvers' one password, hashed once for all of them: the subscriber
 * benches add an approver for every change, and each hash costs about 35 ms
 * of CPU that measures nothing (the sign-in still checks it as for anyone).
 */
let approverPasswordHash: Promise<string> | null = null;

/**
 * A member in the built-in approver role (`signedInMember`), signed in: a bench's second person, since a
 * payment or an invoice is approved by someone other than its author. `name` tells the benches' approvers
 * apart (`penyetuju-<name>-…@kas.id`, "Penyetuju <name>").
 */
export async function signedInApprover(
  db: pg.Client,
  accountUrl: string,
  organizationId: string,
  name: string,
): Promise<Session> {
  approverPasswordHash ??= hashPassword(APPROVER_PASSWORD);
  return signedInMember(db, accountUrl, organizationId, {
    email: `penyetuju-${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}@kas.id`,
    password: APPROVER_PASSWORD,
    fullName: `Penyetuju ${name}`,
    builtIn: 'APPROVER',
    passwordHash: await approverPasswordHash,
  });
}
