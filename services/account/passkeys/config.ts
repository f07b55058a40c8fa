import { envString } from '../../../platform/env.js';

/** Who we are to an authenticator: the relying party's id and name, and the web origins ceremonies may come from. */
export type WebAuthnConfig = {
  /** The registrable domain passkeys are bound to, for example `kas.id` or `localhost`. */
  rpId: string;
  /** Shown by the authenticator when a passkey is created. */
  rpName: string;
  /** Allowed origins, exact (`https://app.kas.id`) or with any port (`http://localhost:*`). */
  origins: string[];
};

function checkOrigin(name: string, origin: string): string {
  const concrete = origin.replace(/:\*$/, '');
  let parsed: URL;
  try {
    parsed = new URL(concrete);
  } catch {
    throw new Error(
      `Configuration error: ${name} must list origins like https://app.example.com, got "${origin}".`,
    );
  }
  if (parsed.origin !== concrete)
    throw new Error(
      `Configuration error: ${name} must list bare origins (no path), got "${origin}".`,
    );
  return origin;
}

/**
 * Reads `WEBAUTHN_RP_ID` (default: the host of the web app's address) and
 * `WEBAUTHN_ORIGINS` (comma-separated; default: the web app's origin, plus
 * `http://localhost` on any port outside production, where the BFF runs on
 * ports chosen at start).
 */
export function readWebAuthnConfig(appUrl: string): WebAuthnConfig {
  const app = new URL(appUrl);
  const rpId = envString('WEBAUTHN_RP_ID', app.hostname);
  const listed = process.env.WEBAUTHN_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origins = listed?.length
    ? listed.map((origin) => checkOrigin('WEBAUTHN_ORIGINS', origin))
    : [app.origin, ...(process.env.NODE_ENV === 'production' ? [] : ['http://localhost:*'])];
  return { rpId, rpName: 'Kas', origins };
}
