const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The GraphQL global id of an expected transaction from the raw UUID of the
 * route `/expected-transactions/{uuid}/edit`: base64url of
 * `ExpectedTransaction:{uuid}`, as the BFF makes them (bff/global-id.ts).
 * Null when the route segment is not a UUID.
 */
export function expectedTransactionGlobalId(uuid: string): string | null {
  if (!UUID.test(uuid)) return null;
  return btoa(`ExpectedTransaction:${uuid.toLowerCase()}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The raw UUID inside an expected transaction's global id, for its edit route; null for any other id. */
export function expectedTransactionUuid(globalId: string): string | null {
  try {
    const text = atob(globalId.replace(/-/g, '+').replace(/_/g, '/'));
    const [type, uuid] = text.split(':');
    return type === 'ExpectedTransaction' && uuid && UUID.test(uuid) ? uuid : null;
  } catch {
    return null;
  }
}
