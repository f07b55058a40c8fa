const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The GraphQL global id of a payment from the raw UUID of the route
 * `/payments/{uuid}/edit`: base64url of `Payment:{uuid}`, as the BFF makes
 * them (bff/global-id.ts), the same way the expected transactions' edit route
 * names its record. Null when the segment is not a UUID.
 */
export function paymentGlobalId(uuid: string): string | null {
  return UUID.test(uuid) ? base64url(`Payment:${uuid.toLowerCase()}`) : null;
}

/** The raw UUID inside a payment's global id, for its edit route; null for any other id. */
export function paymentUuid(globalId: string): string | null {
  try {
    const [type, uuid] = atob(globalId.replace(/-/g, '+').replace(/_/g, '/')).split(':');
    return type === 'Payment' && uuid && UUID.test(uuid) ? uuid : null;
  } catch {
    return null;
  }
}
