import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import { MAX_PASSKEYS, PASSKEY_NAME_MAX as NAME_MAX } from '../../../contracts/account/passkeys.js';
import type { AccountDatabase } from '../db-types.js';
import { userPasswordMatches } from '../passwords.js';
import { recordAuthEvent } from '../sessions/lockout.js';
import { twoFactorErrors } from '../two-factor/service.js';
import { isListedOrigin } from '../../../platform/origins.js';
import type { WebAuthnConfig } from './config.js';
import { passkeyErrors } from './errors.js';
import {
  advanceCounter,
  deletePasskey,
  findCredentials,
  findPasskeyByCredential,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  passkeyExists,
  passkeyNameTaken,
  renamePasskey,
  spendChallenge,
} from './repository.js';
import { findUserNames } from '../users/repository.js';
import { isUniqueViolation } from '../../kit/database.js';

export { MAX_PASSKEYS, passkeyErrors };

/**
 * The key algorithms a passkey may use, the same on every Node version:
 * EdDSA, ES256 and RS256, as @simplewebauthn offers by default. On a runtime
 * with post-quantum Web Crypto (Node 24) it would put ML-DSA-44 first, and an
 * authenticator that takes it (Chromium's) answers sign-ins with signatures
 * of some 3,200 characters, past what a sign-in accepts (2,048).
 */
const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];
/** How long a browser has to complete a ceremony. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

export type PasskeyView = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Whether the passkey is synced across the user's devices (a multi-device credential that is backed up). */
  synced: boolean;
};

/** What a verified sign-in assertion proves. */
export type ProvenPasskey = {
  userId: string;
  /** The pending sign-in (its token hash) the ceremony was the second step of, or null for a passwordless sign-in. */
  twoFactorChallenge: string | null;
};

type CeremonyResponse = {
  id: string;
  response: { clientDataJSON: string; authenticatorData?: string; userHandle?: string };
};

/** The user id as WebAuthn's user handle: the UUID's 16 bytes. */
const userHandleOf = (userId: string) =>
  new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));

/** The challenge and origin the browser put in its client data, or null when it is not readable. */
function clientDataOf(response: CeremonyResponse): { challenge: string; origin: string } | null {
  try {
    const data = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as { challenge?: unknown; origin?: unknown };
    return typeof data.challenge === 'string' && typeof data.origin === 'string'
      ? { challenge: data.challenge, origin: data.origin }
      : null;
  } catch {
    return null;
  }
}

/** The signature counter in authenticator data (bytes 33–36, big-endian), or null when too short. */
function signatureCounterOf(authenticatorData: string | undefined): number | null {
  if (!authenticatorData) return null;
  const bytes = Buffer.from(authenticatorData, 'base64url');
  return bytes.length >= 37 ? bytes.readUInt32BE(33) : null;
}

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): registering, naming,
 * listing and removing a user's passkeys, and the sign-in ceremony. Every
 * challenge is single use and expires; a signature counter that does not
 * advance is refused as a possible replay.
 */
export class PasskeyService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly config: WebAuthnConfig,
  ) {}

  async list(userId: string): Promise<PasskeyView[]> {
    const rows = await listPasskeys(this.db, userId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at?.toISOString() ?? null,
      synced: row.device_type === 'multiDevice' && row.backed_up,
    }));
  }

  async hasPasskeys(userId: string): Promise<boolean> {
    return (await findCredentials(this.db, userId)).length > 0;
  }

  /** Options for `navigator.credentials.create()`: a discoverable credential with user verification. */
  async registrationOptions(userId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const user = await findUserNames(this.db, userId);
    const existing = await findCredentials(this.db, userId);
    if (existing.length >= MAX_PASSKEYS) throw passkeyErrors.limitReached();
    const options = await generateRegistrationOptions({
      rpName: this.config.rpName,
      rpID: this.config.rpId,
      userName: user.email,
      userDisplayName: user.full_name,
      userID: userHandleOf(userId),
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credential_id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    await this.saveChallenge(options.challenge, 'REGISTRATION', userId, null);
    return options;
  }

  /** Verifies a new passkey against the user's registration challenge and keeps it under the given name. */
  async register(
    userId: string,
    name: string,
    response: RegistrationResponseJSON,
    ip: string | null = null,
  ): Promise<PasskeyView> {
    const trimmed = await this.checkName(userId, name, null);
    const clientData = clientDataOf(response);
    if (!clientData) throw passkeyErrors.verificationFailed();
    await this.spendChallenge(clientData.challenge, 'REGISTRATION', userId);
    if (!isListedOrigin(clientData.origin, this.config.origins))
      throw passkeyErrors.verificationFailed();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: clientData.challenge,
      expectedOrigin: clientData.origin,
      expectedRPID: this.config.rpId,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw passkeyErrors.verificationFailed();
    const { credential, credentialDeviceType, credentialBackedUp, aaguid } =
      verification.registrationInfo;
    try {
      const row = await insertPasskey(this.db, userId, {
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        aaguid,
        name: trimmed,
      });
      await recordAuthEvent(this.db, {
        userId,
        ip,
        category: 'TWO_FACTOR_AUTH',
        event: 'PASSKEY_ADDED',
      });
      return {
        id: row.id,
        name: row.name,
        createdAt: row.created_at.toISOString(),
        lastUsedAt: null,
        synced: row.device_type === 'multiDevice' && row.backed_up,
      };
    } catch (error) {
      if (isUniqueViolation(error, 'passkeys_user_name')) throw passkeyErrors.nameTaken();
      if (isUniqueViolation(error, 'passkeys_credential_id_key'))
        throw passkeyErrors.alreadyRegistered();
      throw error;
    }
  }

  async rename(userId: string, passkeyId: string, name: string): Promise<PasskeyView> {
    const trimmed = await this.checkName(userId, name, passkeyId);
    try {
      if (!(await renamePasskey(this.db, userId, passkeyId, trimmed)))
        throw passkeyErrors.notFound();
    } catch (error) {
      if (isUniqueViolation(error, 'passkeys_user_name')) throw passkeyErrors.nameTaken();
      throw error;
    }
    const passkey = (await this.list(userId)).find((item) => item.id === passkeyId);
    if (!passkey) throw passkeyErrors.notFound();
    return passkey;
  }

  /** Removes one of the user's passkeys; needs the password. */
  async remove(
    userId: string,
    passkeyId: string,
    password: string,
    ip: string | null = null,
  ): Promise<void> {
    if (!(await passkeyExists(this.db, userId, passkeyId))) throw passkeyErrors.notFound();
    if (!(await userPasswordMatches(this.db, userId, password)))
      throw twoFactorErrors.wrongPassword();
    await deletePasskey(this.db, userId, passkeyId);
    await recordAuthEvent(this.db, {
      userId,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: 'PASSKEY_REMOVED',
    });
  }

  /**
   * Options for `navigator.credentials.get()`. As a sign-in's second step the
   * user's own passkeys are allowed and the ceremony is bound to the pending
   * sign-in; without one, any discoverable passkey may answer.
   */
  async authenticationOptions(
    pending: { userId: string; tokenHash: string } | null,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const allowed = pending ? await findCredentials(this.db, pending.userId) : null;
    if (allowed && allowed.length === 0) throw passkeyErrors.invalidCredential();
    const options = await generateAuthenticationOptions({
      rpID: this.config.rpId,
      allowCredentials: allowed?.map((passkey) => ({
        id: passkey.credential_id,
        transports: passkey.transports,
      })),
      userVerification: 'required',
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.saveChallenge(
      options.challenge,
      'AUTHENTICATION',
      pending?.userId ?? null,
      pending?.tokenHash ?? null,
    );
    return options;
  }

  /**
   * Verifies a sign-in assertion: its challenge (single use, and for a second
   * step the same pending sign-in as the caller's), the credential and its
   * owner, the origin, the signature and user verification, and a signature
   * counter that advanced.
   */
  async verifyAssertion(
    response: AuthenticationResponseJSON,
    presentedTwoFactorChallenge: string | null,
  ): Promise<ProvenPasskey> {
    const clientData = clientDataOf(response);
    if (!clientData) throw passkeyErrors.verificationFailed();
    const ceremony = await this.spendChallenge(clientData.challenge, 'AUTHENTICATION', null);
    if (
      ceremony.two_factor_challenge !== null &&
      ceremony.two_factor_challenge !== presentedTwoFactorChallenge
    )
      throw passkeyErrors.sessionNotFound();
    const passkey = await findPasskeyByCredential(this.db, response.id);
    if (!passkey || (ceremony.user_id !== null && passkey.user_id !== ceremony.user_id))
      throw passkeyErrors.invalidCredential();
    const handle = response.response.userHandle;
    if (
      handle &&
      Buffer.from(handle, 'base64url').toString('hex') !== passkey.user_id.replaceAll('-', '')
    )
      throw passkeyErrors.invalidCredential();
    if (!isListedOrigin(clientData.origin, this.config.origins))
      throw passkeyErrors.verificationFailed();
    const storedCounter = Number(passkey.counter);
    const presentedCounter = signatureCounterOf(response.response.authenticatorData);
    if (presentedCounter === null) throw passkeyErrors.verificationFailed();
    if ((presentedCounter > 0 || storedCounter > 0) && presentedCounter <= storedCounter) {
      await recordAuthEvent(this.db, {
        userId: passkey.user_id,
        category: 'TWO_FACTOR_AUTH',
        event: 'PASSKEY_REPLAY_REFUSED',
      });
      throw passkeyErrors.replay();
    }
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: clientData.challenge,
      expectedOrigin: clientData.origin,
      expectedRPID: this.config.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: storedCounter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw passkeyErrors.verificationFailed();
    // Only from the counter we checked: of two racing uses of one signature, one wins.
    const advanced = await advanceCounter(this.db, passkey.id, passkey.counter, {
      counter: verification.authenticationInfo.newCounter,
      backedUp: verification.authenticationInfo.credentialBackedUp,
    });
    if (!advanced) throw passkeyErrors.replay();
    return { userId: passkey.user_id, twoFactorChallenge: ceremony.two_factor_challenge };
  }

  private async checkName(userId: string, name: string, exceptId: string | null): Promise<string> {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > NAME_MAX) throw passkeyErrors.nameRequired();
    if (await passkeyNameTaken(this.db, userId, trimmed, exceptId)) throw passkeyErrors.nameTaken();
    return trimmed;
  }

  private async saveChallenge(
    challenge: string,
    purpose: 'REGISTRATION' | 'AUTHENTICATION',
    userId: string | null,
    twoFactorChallenge: string | null,
  ) {
    await insertChallenge(this.db, {
      challenge,
      purpose,
      userId,
      twoFactorChallenge,
      expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_SECONDS * 1000),
    });
  }

  /** Marks a ceremony's challenge used, once; a missing, expired or used one is "passkey session not found". */
  private async spendChallenge(
    challenge: string,
    purpose: 'REGISTRATION' | 'AUTHENTICATION',
    userId: string | null,
  ) {
    const row = await spendChallenge(this.db, challenge, purpose, userId);
    if (!row) throw passkeyErrors.sessionNotFound();
    return row;
  }
}
