import { organizationErrors as definitions } from '../../../contracts/account/organizations.js';
import { errorsOf, serviceError } from '../../kit/errors.js';

/** The organisation rules' refusals, from the contract. */
export const organizationErrors = {
  ...errorsOf(definitions),
  usernameTaken: (username: string) =>
    serviceError(definitions.usernameTaken, undefined, { username }),
};
