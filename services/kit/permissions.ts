/**
 * Every permission the product checks, named `area:action` (ARCHITECTURE.md).
 * A role holds a subset; the owner role holds them all. Services check them
 * from the access token, so a change of role takes effect at the next token.
 */
export const PERMISSIONS = [
  'counterparties:read',
  'counterparties:create',
  'counterparties:update',
  'counterparties:delete',
  'members:read',
  'members:manage',
  'roles:manage',
  'settings:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
