import * as OTPAuth from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side of now, for clocks a little apart (RFC 6238 section 5.2). */
export const TOTP_WINDOW = 1;

export type TotpOptions = {
  algorithm?: 'SHA1' | 'SHA256' | 'SHA512';
  digits?: number;
  period?: number;
};

/** A new random 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The code for a secret at an instant (RFC 6238); the defaults are what the product uses. */
export function totpCode(
  base32Secret: string,
  timestampMs: number,
  options: TotpOptions = {},
): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(base32Secret),
    algorithm: options.algorithm ?? 'SHA1',
    digits: options.digits ?? TOTP_DIGITS,
    period: options.period ?? TOTP_PERIOD_SECONDS,
    timestamp: timestampMs,
  });
}

/**
 * The time step a code belongs to if it is valid now (within the window), or
 * null. The caller refuses a step it has already accepted, so a code cannot
 * be replayed within its window.
 */
export function matchingTotpStep(
  base32Secret: string,
  code: string,
  nowMs = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = OTPAuth.TOTP.validate({
    token: code,
    secret: OTPAuth.Secret.fromBase32(base32Secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: nowMs,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function otpauthUri(base32Secret: string, accountName: string): string {
  return new OTPAuth.TOTP({
    issuer: 'Kas',
    label: accountName,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32Secret),
  }).toString();
}
