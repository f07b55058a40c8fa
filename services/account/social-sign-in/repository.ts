import { sql, type Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';
import { spendLive } from '../single-use.js';

export type PendingLogin = { nonce: string; codeVerifier: string; redirectUri: string };

/** Keeps a sign-in under way; rows older than a day are cleared on the way. */
export async function saveLogin(
  db: Kysely<AccountDatabase>,
  stateHash: string,
  login: PendingLogin,
  expiresAt: Date,
): Promise<void> {
  await db
    .deleteFrom('oidc_logins')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('oidc_logins')
    .values({
      state_hash: stateHash,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      redirect_uri: login.redirectUri,
      expires_at: expiresAt,
    })
    .execute();
}

/** Marks an unexpired, unused sign-in as used and answers it; null when there is none (single use, atomic). */
export async function spendLogin(
  db: Kysely<AccountDatabase>,
  stateHash: string,
): Promise<PendingLogin | null> {
  const row = await spendLive(db, 'oidc_logins')
    .where('state_hash', '=', stateHash)
    .returning(['nonce', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
  return row
    ? { nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri }
    : null;
}

/** The user a provider's account is linked to, noting its use and its current email. */
export async function useLinkedIdentity(
  db: Kysely<AccountDatabase>,
  issuer: string,
  subject: string,
  email: string | null,
): Promise<string | null> {
  const row = await db
    .updateTable('external_identities')
    .set({ last_used_at: new Date(), email })
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Links a provider's account to a user; a concurrent link of the same account keeps the first. */
export async function linkIdentity(
  db: Kysely<AccountDatabase>,
  userId: string,
  issuer: string,
  subject: string,
  email: string,
): Promise<void> {
  await db
    .insertInto('external_identities')
    .values({ user_id: userId, issuer, subject, email, last_used_at: new Date() })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .execute();
}
