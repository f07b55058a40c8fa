/**
 * The catalogue message of a permission area, the group heading of the role
 * editor: `payments` → `permission.area.payments`.
 */
export function permissionAreaLabel(area: string): { id: string } {
  return { id: `permission.area.${area}` };
}

/**
 * The catalogue message of a permission's action, its checkbox label under the
 * area heading: `payments:approve` (or `approve`) → `permission.action.approve`.
 */
export function permissionActionLabel(permission: string): { id: string } {
  return { id: `permission.action.${permission.slice(permission.indexOf(':') + 1)}` };
}
