import { memberErrors as definitions } from '../../../contracts/account/members.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import { roleErrors } from '../roles/errors.js';

/** The member rules' refusals, from the contract; a role that is not found answers with the role's own code. */
export const memberErrors = {
  ...errorsOf(definitions),
  maxMembers: (max: number) => serviceError(definitions.maxMembers, undefined, { max }),
  roleNotFound: () => roleErrors.notFound('roleId'),
};
