/**
 * A base32 secret split into groups of 4 for typing by hand; authenticator
 * apps ignore the spaces.
 *
 * @example groupSecret('JBSWY3DPEHPK3PXP') // "JBSW Y3DP EHPK 3PXP"
 */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
