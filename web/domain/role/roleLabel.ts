import type { IntlShape } from 'react-intl';

/**
 * The built-in roles' names in the catalogue, by the name the service gives
 * each (contracts/account/permissions.ts BUILT_IN_ROLES, in English). Indonesian
 * screens say "Pembuat" and "Penyetuju" as their sentences do ("penyetuju lain"),
 * not the English names mid-sentence ("sebagai Approver").
 */
const BUILT_IN_NAMES: Record<string, { id: string }> = {
  owner: { id: 'members.owner' },
  Maker: { id: 'roles.name.maker' },
  Approver: { id: 'roles.name.approver' },
  'Maker & Approver': { id: 'roles.name.makerApprover' },
};

/**
 * A role's name as the screens show it: a built-in role in the catalogue's
 * words (Owner, Pemilik; Approver, Penyetuju); every other role as the
 * organisation named it.
 */
export function roleLabel(
  role: { readonly name: string; readonly builtIn: boolean },
  intl: IntlShape,
): string {
  const builtIn = role.builtIn ? BUILT_IN_NAMES[role.name] : undefined;
  return builtIn ? intl.formatMessage(builtIn) : role.name;
}

/**
 * A role known only by its name, as an approval rule names its roles: names
 * are unique within an organisation (case aside), so a built-in role's name
 * can only be that role.
 */
export function roleNameLabel(name: string, intl: IntlShape): string {
  return roleLabel({ name, builtIn: true }, intl);
}
