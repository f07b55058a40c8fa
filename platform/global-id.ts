/**
 * A Relay global id, as the GraphQL API answers it for a record: the type's
 * name and the service's id, `Type:id` in base64url. The BFF mints them
 * (bff/global-id.ts); webhook payloads name records by the same ids, so an
 * integrator fetches what a webhook names with `node(id:)`.
 *
 * @example globalIdOf('Payment', 'b1…') → 'UGF5bWVudDpiMe…'
 */
export function globalIdOf(type: string, id: string): string {
  return Buffer.from(`${type}:${id}`).toString('base64url');
}
