import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../services/account/db-types.js';
import { findAuthenticator } from '../services/account/two-factor/repository.js';
import { createSecretBox, loadSecretKey } from '../services/account/two-factor/secret-box.js';
import { otpauthUri, totpCode, TOTP_PERIOD_SECONDS } from '../services/account/two-factor/totp.js';

/** A demo member who approves payments: a sign-in and, once seeded, the base32 secret of their authenticator app. */
export type DemoApprover = {
  fullName: string;
  email: string;
  password: string;
  role: 'APPROVER' | 'MAKER_APPROVER';
};

/**
 * The demo's approvers, people other than the owner who made the demo's
 * payments (nobody approves their own). Dewi is the one to sign in as: she
 * gives the second approval the large payment waits for, and approves the
 * others. Andi gave its first approval when the demo was seeded.
 */
export const DEMO_APPROVERS = {
  second: {
    fullName: 'Dewi Anggraini',
    email: 'dewi@kas.id',
    password: 'Demo1234',
    role: 'MAKER_APPROVER',
  },
  first: { fullName: 'Andi Pratama', email: 'andi@kas.id', password: 'Demo1234', role: 'APPROVER' },
} as const satisfies Record<string, DemoApprover>;

export type Tokens = { accessToken: string; organizationId: string };
type Post = (url: string, body: unknown, headers?: Record<string, string>) => Promise<unknown>;
const bearer = (tokens: Tokens) => ({
  authorization: `Bearer ${tokens.accessToken}`,
  'x-organization-id': tokens.organizationId,
});

/** The current code of an authenticator, `stepsAgo` steps back (the app's code of half a minute ago is still good once). */
export const demoCode = (secret: string, stepsAgo = 0) =>
  totpCode(secret, Date.now() - stepsAgo * TOTP_PERIOD_SECONDS * 1000);

/**
 * Invites an approver into the demo organisation as a member would (the link
 * read from the local mail outbox), accepts it with their password, and sets
 * up their authenticator app through the account service. Answers their
 * session and the authenticator's secret.
 */
export async function seedApprover(
  accountDb: Kysely<AccountDatabase>,
  accountUrl: string,
  owner: Record<string, string>,
  approver: DemoApprover,
  post: Post,
) {
  const roles = (await (await fetch(`${accountUrl}/roles`, { headers: owner })).json()) as {
    items: { id: string; builtIn: string | null }[];
  };
  const roleId = roles.items.find((role) => role.builtIn === approver.role)!.id;
  await post(`${accountUrl}/invitations`, { email: approver.email, roleId }, owner);
  const mail = await accountDb
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', approver.email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/invitation\?token=([\w-]+)/.exec(mail.text_body)![1]!;
  const tokens = (await post(`${accountUrl}/invitations/accept`, {
    token,
    fullName: approver.fullName,
    password: approver.password,
  })) as Tokens;
  const { secret } = (await post(`${accountUrl}/two-factor/authenticator`, {}, bearer(tokens))) as {
    secret: string;
  };
  // Confirmed with the previous step's code: the current one is left for the approval that follows.
  await post(
    `${accountUrl}/two-factor/authenticator/confirm`,
    { code: demoCode(secret, 1) },
    bearer(tokens),
  );
  return { tokens, headers: bearer(tokens), secret };
}

/**
 * The demo approvers as `npm start` prints them: each sign-in with the secret
 * of their authenticator app (to add to an app by hand or as an otpauth://
 * link), read from the account database each start; the secret is null for
 * an approver whose authenticator was removed in the app. An approver the
 * database does not hold (a demo seeded before there were approvers) is left out.
 */
export async function demoApproverSignIns(accountDb: Kysely<AccountDatabase>) {
  const box = createSecretBox(await loadSecretKey(accountDb));
  const signIns = await Promise.all(
    Object.values(DEMO_APPROVERS).map(async (approver) => {
      const user = await accountDb
        .selectFrom('users')
        .select('id')
        .where('email', '=', approver.email)
        .executeTakeFirst();
      if (!user) return null;
      const authenticator = await findAuthenticator(accountDb, user.id, true);
      // A secret sealed under another TWO_FACTOR_SECRET_KEY (the data folder started with another key) is
      // told in the approver's line; the product starts all the same.
      let secret: string | null = null;
      let unreadable: string | null = null;
      try {
        secret = authenticator?.secret_ciphertext
          ? box.open(authenticator.secret_ciphertext)
          : null;
      } catch (error) {
        unreadable = (error as Error).message;
      }
      return {
        ...approver,
        authenticatorSecret: secret,
        authenticatorSecretUnreadable: unreadable,
        otpauthUri: secret ? otpauthUri(secret, approver.email) : null,
      };
    }),
  );
  return signIns.filter((signIn) => signIn !== null);
}
