import type { IntlShape } from 'react-intl';
import { isOwnerRole } from './assignableRoles';

/**
 * A role's name as the team screens show it: the built-in owner role, which
 * the service names "owner", in the catalogue's words (Owner, Pemilik); every
 * other role as the organisation named it.
 */
export function roleLabel(
  role: { readonly name: string; readonly builtIn: boolean },
  intl: IntlShape,
): string {
  return isOwnerRole(role) ? intl.formatMessage({ id: 'members.owner' }) : role.name;
}
