import { createHash, randomBytes } from 'node:crypto';

/** A link's token as stored: its SHA-256 in hex, so a table never holds a usable link. */
export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link's token (256 random bits, base64url: what a mail carries) and its hash (what is stored). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
