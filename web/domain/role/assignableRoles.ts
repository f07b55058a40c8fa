type RoleOption = { readonly id: string; readonly name: string; readonly builtIn: boolean };

/** The name the service gives the built-in owner role, and the one invitations default to. */
const OWNER_ROLE = 'owner';
const DEFAULT_ROLE = 'Maker';

/** Whether a role is the built-in owner role, which only the organisation's one owner holds. */
export function isOwnerRole(role: { readonly name: string; readonly builtIn: boolean }): boolean {
  return role.builtIn && role.name === OWNER_ROLE;
}

/** The roles a member can be given or invited into: every role but the owner's (there is only one owner). */
export function assignableRoles<T extends RoleOption>(roles: readonly T[]): T[] {
  return roles.filter((role) => !isOwnerRole(role));
}

/** The role an invitation offers unless another is picked: the built-in Maker, as the service defaults to. */
export function defaultInviteRoleId(roles: readonly RoleOption[]): string {
  const maker = roles.find((role) => role.builtIn && role.name === DEFAULT_ROLE);
  return maker?.id ?? assignableRoles(roles)[0]?.id ?? '';
}
