/**
 * Whether a web origin is listed, exactly (`https://app.kas.id`) or as
 * `scheme://host:*` (any port): the rule of `WEBAUTHN_ORIGINS`, which the
 * account service applies to passkey ceremonies and the BFF to the pages that
 * may open a cookie-authenticated socket.
 */
export function isListedOrigin(origin: string, listed: readonly string[]): boolean {
  return listed.some((entry) => {
    if (!entry.endsWith(':*')) return entry === origin;
    const base = entry.slice(0, -2);
    return (
      origin === base ||
      (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)))
    );
  });
}
