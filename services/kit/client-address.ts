import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** The end user's address as the BFF reports it (`X-Client-IP`), for lockout and the activity history. */
export function clientIp(request: FastifyRequest): string | null {
  const header = request.headers['x-client-ip'];
  return typeof header === 'string' && header.length <= 64 ? header : null;
}

/**
 * The address a per-address limit counts under: an IPv4 address as it is
 * (an IPv4-mapped IPv6 one too), an IPv6 address by its /64, the smallest
 * network a subscriber is given: one host holds a whole /64 and could take a
 * fresh address for every request. Anything else is counted as written.
 *
 * @example addressKey('2001:db8:1:2:aa::1') // '2001:db8:1:2::/64'
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
