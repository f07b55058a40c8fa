import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_URL_MAX } from '../../../contracts/account/webhooks.js';

/**
 * Where webhooks may go, against server-side request forgery: an endpoint is
 * a public https address, never one that reaches the machine itself or the
 * network it runs in (loopback, private, link-local such as 169.254.169.254,
 * carrier-grade NAT, unique-local, multicast, unspecified, and IPv4-mapped,
 * IPv4-compatible or NAT64 forms of them), nor a name that only a local
 * network gives a meaning (`localhost`, `*.local`, a single label), however
 * it is spelt (`localhost.`, `[::127.0.0.1]`). The host is judged when an
 * endpoint is saved, again when a webhook goes out (an endpoint saved before
 * a rule was added meets it there), and its addresses after the name is
 * resolved and before any byte is sent, so a name that resolves elsewhere
 * later (DNS rebinding) is refused all the same. Hosts of
 * `WEBHOOK_ALLOWED_PRIVATE_HOSTS` (a local receiver in development and tests),
 * exactly as listed, are let through, on http too.
 */

/**
 * The IPv6 addresses that can be public: global unicast, 2000::/3 (RFC 4291
 * section 2.4). Every other block is loopback, unspecified, link-local,
 * unique-local, multicast, reserved, or `::a.b.c.d`, the IPv4-compatible
 * form that RFC 4291 section 2.5.5.1 deprecates and that a stack may still
 * route to the IPv4 address inside (`[::127.0.0.1]`, `[::169.254.169.254]`).
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address is a public unicast one: ipaddr.js's ranges, an
 * IPv4-mapped IPv6 address judged as its IPv4, and an IPv6 address only
 * within global unicast.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** Names that only ever mean a machine of the local network, whatever a resolver says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/;

/**
 * Why a host as written in an endpoint's URL is refused before any name is
 * looked up, or null when it is not: an IP address that is not public; a
 * local name; a single label (`intranet`, `metadata`), which a resolver
 * completes with its search domains inside the network. A name is judged
 * without its trailing dots: `localhost.` is the fully-qualified spelling of
 * `localhost`. A host of `allowedHosts`, exactly as listed, is not refused.
 */
export function refusedHost(host: string, allowedHosts: readonly string[]): string | null {
  if (allowedHosts.includes(host)) return null;
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : host;
  const name = host.replace(/\.+$/, '');
  return LOCAL_NAMES.test(name) || !name.includes('.') ? host : null;
}

/** A URL's host as an allow-list holds it: lower case, an IPv6 address without its brackets. */
export const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** Why an endpoint's address is refused. */
export type AddressRefusal =
  | { kind: 'invalid' }
  | { kind: 'not-https' }
  | { kind: 'credentials' }
  | { kind: 'private'; address: string };

/**
 * Judges an endpoint's address as it is saved: a full http(s) URL, https
 * unless its host is allowed, no user name or password, and a host that
 * `refusedHost` does not refuse. A name is resolved only when a webhook goes
 * out (`guardedLookup`).
 */
export function judgeEndpointUrl(
  text: string,
  allowedHosts: readonly string[],
): { url: string } | AddressRefusal {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { kind: 'invalid' };
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !url.hostname ||
    url.href.length > WEBHOOK_URL_MAX
  )
    return { kind: 'invalid' };
  if (url.username || url.password) return { kind: 'credentials' };
  const host = hostOf(url);
  const allowed = allowedHosts.includes(host);
  if (url.protocol !== 'https:' && !allowed) return { kind: 'not-https' };
  const refused = refusedHost(host, allowedHosts);
  if (refused) return { kind: 'private', address: refused };
  return { url: url.href };
}

/** A connection refused because its host, or an address its name resolved to, is one webhooks may not reach. */
export class AddressRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      host === address
        ? `${host} is not a public address.`
        : `${host} resolves to ${address}, which is not a public address.`,
    );
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the sockets webhooks go out on (undici's `connect.lookup`):
 * refuses a host `refusedHost` refuses without asking a resolver, resolves
 * any other name as Node would, and fails the connection when any address
 * it resolves to is not public, unless the host is allowed. The socket then
 * connects to an address this very lookup judged, so no second resolution can
 * answer otherwise.
 */
export function guardedLookup(allowedHosts: readonly string[]) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const refused = refusedHost(hostname.toLowerCase(), allowedHosts);
    if (refused) return callback(new AddressRefusedError(hostname, refused), []);
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowedHosts.includes(hostname.toLowerCase())) {
        const refused = list.find((entry) => !isPublicAddress(entry.address));
        if (refused) return callback(new AddressRefusedError(hostname, refused.address), []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first)
        return callback(
          Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
          [],
        );
      return callback(null, first.address, first.family);
    });
  };
}
