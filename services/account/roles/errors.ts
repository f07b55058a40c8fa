import {
  grantErrors as grantDefinitions,
  roleErrors as definitions,
} from '../../../contracts/account/roles.js';
import { errorsOf, serviceError } from '../../kit/errors.js';

/** The role rules' refusals, from the contract. */
export const roleErrors = {
  ...errorsOf(definitions),
  unknownPermission: (name: string) =>
    serviceError(definitions.unknownPermission, undefined, { name }),
};

/** The refusals of a grant beyond the granter's own permissions (grants.ts). */
export const grantErrors = {
  notHeld: (missing: readonly string[], field?: string) =>
    serviceError(grantDefinitions.notHeld, field, { permissions: missing.join(', ') }),
  ownRole: () => serviceError(grantDefinitions.ownRole),
};
