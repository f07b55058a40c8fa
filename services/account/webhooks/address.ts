import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_URL_MAX } from '../../../contracts/account/webhooks.js';

/**
 * Where webhooks may go, against server-side request forgery: an endpoint is
 * a public https address, never one that reaches the machine itself or the
 * network it runs in (loopback, private, link-local such as 169.254.169.254,
 * carrier-grade NAT, unique-local, multicast, unspecified, and IPv4-mapped or
 * NAT64 forms of them). The address is judged when an endpoint is saved, and
 * again when a webhook goes out, after the name is resolved and before any
 * byte is sent, so a name that resolves elsewhere later (DNS rebinding) is
 * refused all the same. Hosts of `WEBHOOK_ALLOWED_PRIVATE_HOSTS` (a local
 * receiver in development and tests) are let through, on http too.
 */

/** Whether an IP address is a public unicast one: ipaddr.js's ranges, an IPv4-mapped IPv6 address judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Names that only ever mean a machine of the local network, whatever a resolver says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/;

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
 * unless its host is allowed, no user name or password, and a host that is
 * not a non-public IP address or a local name. A name is resolved only when
 * a webhook goes out (`guardedLookup`).
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
  if (!allowed) {
    if (
      ipaddr.isValid(host) ? !isPublicAddress(host) : LOCAL_NAMES.test(host) || !host.includes('.')
    )
      return { kind: 'private', address: host };
  }
  return { url: url.href };
}

/** A connection refused because its name resolved to an address webhooks may not reach. */
export class AddressRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, which is not a public address.`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the sockets webhooks go out on (undici's `connect.lookup`):
 * resolves the name as Node would, and fails the connection when any address
 * it resolves to is not public, unless the host is allowed. The socket then
 * connects to an address this very lookup judged, so no second resolution can
 * answer otherwise.
 */
export function guardedLookup(allowedHosts: readonly string[]) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
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
