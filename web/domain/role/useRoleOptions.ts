import { useCallback } from 'react';
import { graphql, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { useRoleOptionsQuery } from '../../__generated__/useRoleOptionsQuery.graphql';

export const roleOptionsQuery = graphql`
  query useRoleOptionsQuery {
    roles {
      id
      name
      builtIn
    }
  }
`;

export type RoleOptions = {
  /** Whether the viewer may read roles (`roles:read`), so that a role can be picked at all. */
  canPickRoles: boolean;
  /** The roles once asked for; null before, and always without `roles:read`. */
  rolesRef: PreloadedQuery<useRoleOptionsQuery> | null;
  /** Starts loading the roles; call it from the event that opens a role picker. */
  loadRoles: () => void;
};

/**
 * The organisation's roles for a role picker (invite, Set role), loaded when
 * the picker is opened rather than with the page: the screens that offer a
 * picker work for members without `roles:read` too, and then pick no role.
 */
export function useRoleOptions(canReadRoles: boolean): RoleOptions {
  const [rolesRef, loadQuery] = useQueryLoader<useRoleOptionsQuery>(roleOptionsQuery);
  const loadRoles = useCallback(() => {
    if (canReadRoles) loadQuery({}, { fetchPolicy: 'store-and-network' });
  }, [canReadRoles, loadQuery]);
  return {
    canPickRoles: canReadRoles,
    rolesRef: canReadRoles ? (rolesRef ?? null) : null,
    loadRoles,
  };
}
