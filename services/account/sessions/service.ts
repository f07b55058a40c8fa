import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';
import { findActiveMemberships, type MembershipView } from '../organizations/repository.js';
import { DUMMY_HASH, verifyPassword } from '../passwords.js';
import type { SigningKeys } from '../signing-keys.js';
import type { PasskeyService } from '../passkeys/service.js';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import {
  twoFactorErrors,
  type SignInMethod,
  type TwoFactorService,
} from '../two-factor/service.js';
import { Lockout, lockoutErrors, recordAuthEvent } from './lockout.js';
import { signAccessToken } from './access-token.js';
import { ACCESS_TOKEN_TTL_SECONDS, recentRevocations, revokeSessions } from './revocations.js';
import type { Revocation } from '../../../platform/revocations.js';
import type { SecurityEventType } from '../../../contracts/account/users.js';

import { authErrors } from './errors.js';
import {
  findChallenge,
  findChallengeOrganization,
  findRefreshTokenSession,
  insertChallenge,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  spendChallenge,
  spendRefreshToken,
} from './repository.js';
import { findUserByEmail, findUserEmail } from '../users/repository.js';

export { ACCESS_TOKEN_TTL_SECONDS, authErrors };
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/** The password was right; a second factor must follow within five minutes. */
export type TwoFactorChallenge = {
  twoFactorRequired: true;
  challengeToken: string;
  methods: SignInMethod[];
};

/**
 * The password was right, but the organisation requires a second factor and
 * the user has none: one must be set up (authenticator app) within five minutes.
 */
export type TwoFactorSetupChallenge = { twoFactorSetupRequired: true; challengeToken: string };

/** What proving the first factor leads to. */
export type FirstFactorResult = TokenPair | TwoFactorChallenge | TwoFactorSetupChallenge;

export type TokenPair = {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  sessionId: string;
  organizationId: string;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export class SessionService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly keys: SigningKeys,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeyService,
    private readonly lockout: Lockout,
  ) {}

  /**
   * Signs a user in with email and password into their first (or the given)
   * active organisation, or answers a second-factor challenge when the user
   * has one set up. Unknown email and wrong password answer the same error in
   * the same time; failures lock the email (known or not) and the address.
   * The attempt is counted before the password is checked, so a burst checks
   * no more passwords than the lock allows.
   */
  async signIn(
    email: string,
    password: string,
    ip: string | null,
    organizationId?: string,
  ): Promise<FirstFactorResult> {
    const typed = email.trim();
    const attempt = await this.lockout.begin(typed, ip);
    const user = await findUserByEmail(this.db, typed);
    const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !matches) {
      throw await attempt.refused(
        { userId: user?.id, category: 'AUTH', event: 'SIGN_IN_FAILED' },
        authErrors.wrongCredentials(),
      );
    }
    let result: FirstFactorResult | undefined;
    try {
      result = await this.afterFirstFactor(
        user.id,
        typed,
        await this.membershipFor(user.id, organizationId),
        ip,
      );
      return result;
    } finally {
      // A session resets the email's count; a pending second step (or a refusal after the right password) only gives the attempt back.
      await (result && 'accessToken' in result ? attempt.signedIn() : attempt.proven());
    }
  }

  /**
   * Signs in a user whose first factor was just proven another way (accepting
   * an invitation with their password) into an organisation they belong to.
   */
  async signInProven(
    userId: string,
    organizationId: string,
    ip: string | null,
  ): Promise<FirstFactorResult> {
    const email = await findUserEmail(this.db, userId);
    return this.afterFirstFactor(
      userId,
      email,
      await this.membershipFor(userId, organizationId),
      ip,
    );
  }

  /**
   * Signs in a user whose identity another party proved (a social sign-in
   * provider) into their first active organisation. A locked email stays
   * locked, and a second factor is still asked for when one is set up.
   */
  async signInVerifiedUser(userId: string, ip: string | null): Promise<FirstFactorResult> {
    const email = await findUserEmail(this.db, userId);
    if (await this.lockout.isLocked(email)) throw lockoutErrors.locked();
    return this.afterFirstFactor(userId, email, await this.membershipFor(userId), ip, 'PROVIDER');
  }

  /**
   * The first factor is proven: a second-factor challenge when the user has
   * one, a setup challenge when the organisation requires one and the user
   * has none, else a session.
   */
  private async afterFirstFactor(
    userId: string,
    email: string,
    membership: MembershipView,
    ip: string | null,
    proof: 'PASSWORD' | 'PROVIDER' = 'PASSWORD',
  ): Promise<FirstFactorResult> {
    const methods = await this.twoFactor.signInMethods(userId);
    const logged = (event: SecurityEventType) =>
      recordAuthEvent(this.db, { userId, email, ip, category: 'AUTH', event });
    if (methods.length > 0 || membership.twoFactorRequired) {
      const challengeToken = await this.openChallenge(
        userId,
        membership.organizationId,
        ip,
        methods.length > 0 ? 'VERIFY' : 'SETUP',
      );
      await logged(proof === 'PASSWORD' ? 'PASSWORD_ACCEPTED' : 'PROVIDER_ACCEPTED');
      return methods.length > 0
        ? { twoFactorRequired: true, challengeToken, methods }
        : { twoFactorSetupRequired: true, challengeToken };
    }
    // A provider's sign-in is its own event: it does not reset the email's count of failed passwords.
    await logged(proof === 'PASSWORD' ? 'SIGNED_IN' : 'SIGNED_IN_WITH_PROVIDER');
    return this.startSession(userId, membership, false);
  }

  private async openChallenge(
    userId: string,
    organizationId: string,
    ip: string | null,
    purpose: 'VERIFY' | 'SETUP',
  ): Promise<string> {
    const challengeToken = randomBytes(32).toString('base64url');
    await insertChallenge(this.db, {
      tokenHash: hashToken(challengeToken),
      userId,
      organizationId,
      ip,
      purpose,
      expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000),
    });
    return challengeToken;
  }

  /** A pending sign-in of the given purpose that is neither used nor expired, or "your sign-in has expired". */
  private async pendingChallenge(challengeToken: string, purpose: 'VERIFY' | 'SETUP') {
    const challenge = await findChallenge(this.db, hashToken(challengeToken));
    if (
      !challenge ||
      challenge.purpose !== purpose ||
      challenge.used_at ||
      challenge.expires_at.getTime() <= Date.now()
    )
      throw authErrors.challengeExpired();
    return challenge;
  }

  /** Marks a pending sign-in used, once. */
  private async spendChallenge(tokenHash: string): Promise<void> {
    if (!(await spendChallenge(this.db, tokenHash))) throw authErrors.challengeExpired();
  }

  /**
   * Completes a challenged sign-in with an authenticator code or a backup
   * code. Wrong codes count towards the email's lock, like wrong passwords.
   */
  async completeTwoFactor(
    challengeToken: string,
    method: 'AUTHENTICATOR_APP' | 'BACKUP_CODES',
    code: string,
    ip: string | null,
  ): Promise<TokenPair> {
    const challenge = await this.pendingChallenge(challengeToken, 'VERIFY');
    // Counted before the code is checked, like a password: a burst of codes checks no more than the lock allows.
    const attempt = await this.lockout.begin(challenge.email, ip);
    const accepted =
      method === 'BACKUP_CODES'
        ? await this.twoFactor.useBackupCode(challenge.user_id, code)
        : await this.twoFactor.verifyAuthenticatorCode(challenge.user_id, code);
    if (!accepted) {
      throw await attempt.refused(
        { userId: challenge.user_id, category: 'TWO_FACTOR_AUTH', event: 'SIGN_IN_FAILED' },
        twoFactorErrors.invalidCode(),
      );
    }
    try {
      await this.spendChallenge(challenge.token_hash);
    } catch (error) {
      await attempt.proven();
      throw error;
    }
    await attempt.signedIn();
    await recordAuthEvent(this.db, {
      userId: challenge.user_id,
      email: challenge.email,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: method === 'BACKUP_CODES' ? 'SIGNED_IN_WITH_BACKUP_CODE' : 'SIGNED_IN',
    });
    // A completed second step also counts as the email's successful sign-in, which resets its failure count.
    return this.signedInWithTwoFactors(
      { id: challenge.user_id, email: challenge.email },
      ip,
      challenge.organization_id,
    );
  }

  /**
   * Options for a passkey ceremony: the second step of the caller's pending
   * sign-in when a challenge token is given, else a passwordless sign-in.
   */
  async passkeyOptions(
    challengeToken: string | undefined,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    if (!challengeToken) return this.passkeys.authenticationOptions(null);
    const challenge = await this.pendingChallenge(challengeToken, 'VERIFY');
    return this.passkeys.authenticationOptions({
      userId: challenge.user_id,
      tokenHash: challenge.token_hash,
    });
  }

  /**
   * Signs in with a passkey: passwordless, or as the second step of a pending
   * sign-in (then the pending sign-in of this browser must be the one the
   * ceremony was for). A passkey verifies its user (PIN or biometrics) on a
   * device the user holds, so the session counts as signed in with two factors.
   */
  async signInWithPasskey(
    response: AuthenticationResponseJSON,
    challengeToken: string | undefined,
    ip: string | null,
  ): Promise<TokenPair> {
    // Which user a passkey belongs to is known only once it verified: the address's attempt is taken first.
    const attempt = await this.lockout.begin(null, ip);
    let proven;
    try {
      proven = await this.passkeys.verifyAssertion(
        response,
        challengeToken ? hashToken(challengeToken) : null,
      );
    } catch (error) {
      await recordAuthEvent(this.db, { ip, category: 'TWO_FACTOR_AUTH', event: 'SIGN_IN_FAILED' });
      throw error;
    }
    await attempt.proven();
    const email = await findUserEmail(this.db, proven.userId);
    if (await this.lockout.isLocked(email)) throw lockoutErrors.locked();
    let organizationId: string | undefined;
    if (proven.twoFactorChallenge) {
      const challenge = await findChallengeOrganization(this.db, proven.twoFactorChallenge);
      await this.spendChallenge(proven.twoFactorChallenge);
      organizationId = challenge.organization_id;
    }
    await recordAuthEvent(this.db, {
      userId: proven.userId,
      email,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: 'SIGNED_IN_WITH_PASSKEY',
    });
    await this.lockout.signedIn(email);
    return this.signedInWithTwoFactors({ id: proven.userId, email }, ip, organizationId);
  }

  /** Enforced setup, step one: a new authenticator secret for the user of a pending setup sign-in. */
  async startEnforcedSetup(
    challengeToken: string,
  ): Promise<{ secret: string; otpauthUri: string }> {
    const challenge = await this.pendingChallenge(challengeToken, 'SETUP');
    return this.twoFactor.startAuthenticator(challenge.user_id, challenge.email);
  }

  /**
   * Enforced setup, step two: a code from the new authenticator confirms it,
   * and the sign-in completes with two factors.
   */
  async completeEnforcedSetup(
    challengeToken: string,
    code: string,
    ip: string | null,
  ): Promise<TokenPair> {
    const challenge = await this.pendingChallenge(challengeToken, 'SETUP');
    await this.twoFactor.confirmAuthenticator(challenge.user_id, code, ip);
    await this.spendChallenge(challenge.token_hash);
    await this.lockout.signedIn(challenge.email);
    return this.signedInWithTwoFactors(
      { id: challenge.user_id, email: challenge.email },
      ip,
      challenge.organization_id,
    );
  }

  /**
   * A sign-in proven with two factors completes: the user's SIGNED_IN event
   * and a session in the organisation asked for (their first active
   * membership when none is named).
   */
  private async signedInWithTwoFactors(
    user: { id: string; email: string },
    ip: string | null,
    organizationId: string | undefined,
  ): Promise<TokenPair> {
    await recordAuthEvent(this.db, {
      userId: user.id,
      email: user.email,
      ip,
      category: 'AUTH',
      event: 'SIGNED_IN',
    });
    return this.startSession(user.id, await this.membershipFor(user.id, organizationId), true);
  }

  private async membershipFor(userId: string, organizationId?: string): Promise<MembershipView> {
    const memberships = await findActiveMemberships(this.db, userId);
    const membership = organizationId
      ? memberships.find((m) => m.organizationId === organizationId)
      : memberships[0];
    if (!membership) throw organizationId ? authErrors.notMember() : authErrors.notActive();
    return membership;
  }

  private async startSession(
    userId: string,
    membership: MembershipView,
    usedTwoFactor: boolean,
  ): Promise<TokenPair> {
    const sessionId = await insertSession(
      this.db,
      userId,
      membership.organizationId,
      usedTwoFactor,
    );
    return this.issue(userId, sessionId, 0, membership, usedTwoFactor);
  }

  /**
   * Trades a refresh token for a new pair. Each refresh token works once: a
   * second use means it was stolen, so the whole session is revoked.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const spent = await this.db.transaction().execute(async (trx) => {
      const row = await lockRefreshToken(trx, tokenHash);
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return null;
      if (row.used_at) {
        await revokeSessions(trx, { sessionId: row.session_id });
        return 'reused' as const;
      }
      await spendRefreshToken(trx, tokenHash);
      return row;
    });
    if (!spent || spent === 'reused') throw authErrors.invalidRefreshToken();
    const membership = (await findActiveMemberships(this.db, spent.user_id)).find(
      (m) => m.organizationId === spent.organization_id,
    );
    if (!membership) throw authErrors.invalidRefreshToken();
    // The company turned on two-factor enforcement: sessions without a second factor end at their next refresh.
    if (membership.twoFactorRequired && !spent.used_two_factor) {
      await revokeSessions(this.db, { sessionId: spent.session_id });
      throw authErrors.twoFactorSetupRequired();
    }
    return this.issue(
      spent.user_id,
      spent.session_id,
      spent.generation,
      membership,
      spent.used_two_factor,
    );
  }

  /** Ends the session a refresh token belongs to. Unknown tokens are ignored. */
  async revoke(refreshToken: string, ip: string | null = null): Promise<void> {
    const row = await findRefreshTokenSession(this.db, hashToken(refreshToken));
    if (!row || row.revoked_at) return;
    if ((await revokeSessions(this.db, { sessionId: row.session_id })).length === 0) return;
    await recordAuthEvent(this.db, {
      userId: row.user_id,
      ip,
      category: 'AUTH',
      event: 'SIGNED_OUT',
    });
  }

  /**
   * Moves a signed-in user to another organisation they are an active member
   * of: a new session scoped to it, keeping whether a second factor was used;
   * the session the call came from ends.
   */
  async switchOrganization(
    userId: string,
    currentSessionId: string,
    organizationId: string,
    usedTwoFactor: boolean,
    ip: string | null,
  ): Promise<TokenPair> {
    const membership = await this.membershipFor(userId, organizationId);
    if (membership.twoFactorRequired && !usedTwoFactor) throw authErrors.twoFactorSetupRequired();
    await revokeSessions(this.db, { sessionId: currentSessionId, userId });
    await recordAuthEvent(this.db, {
      userId,
      ip,
      category: 'AUTH',
      event: 'ORGANIZATION_SWITCHED',
    });
    return this.startSession(userId, membership, usedTwoFactor);
  }

  /** Sessions revoked within the last access-token lifetime, whose access tokens are still to be refused. */
  recentRevocations(): Promise<Revocation[]> {
    return recentRevocations(this.db);
  }

  private async issue(
    userId: string,
    sessionId: string,
    generation: number,
    membership: MembershipView,
    usedTwoFactor: boolean,
  ): Promise<TokenPair> {
    const accessToken = await signAccessToken(this.keys, {
      subject: userId,
      organizationId: membership.organizationId,
      roleName: membership.roleName,
      permissions: membership.permissions,
      usedTwoFactor,
      sessionId,
      generation,
    });
    const refreshToken = randomBytes(32).toString('base64url');
    await insertRefreshToken(
      this.db,
      sessionId,
      hashToken(refreshToken),
      new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    );
    return {
      accessToken,
      refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      sessionId,
      organizationId: membership.organizationId,
    };
  }
}
