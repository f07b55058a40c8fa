/** The built-in roles' descriptions in the catalogue, by the role's name (the service sends them in English). */
const DESCRIPTIONS: Record<string, { id: string }> = {
  owner: { id: 'roles.builtIn.owner' },
  Maker: { id: 'roles.builtIn.maker' },
  Approver: { id: 'roles.builtIn.approver' },
  'Maker & Approver': { id: 'roles.builtIn.makerApprover' },
};

/**
 * The catalogue message describing a built-in role in the user's language, or
 * null for a custom role (whose description is the organisation's own text).
 */
export function builtInRoleDescription(role: {
  readonly builtIn: boolean;
  readonly name: string;
}): { id: string } | null {
  return role.builtIn ? (DESCRIPTIONS[role.name] ?? null) : null;
}
