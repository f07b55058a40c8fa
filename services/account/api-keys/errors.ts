import {
  apiKeyErrors as definitions,
  apiKeyUserOnlyError,
} from '../../../contracts/account/api-keys.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import { roleErrors } from '../roles/errors.js';

/** The API key rules' refusals, from the contract. */
export const apiKeyErrors = {
  ...errorsOf(definitions),
  roleNotFound: () => roleErrors.notFound('roleId'),
  userOnly: () => serviceError(apiKeyUserOnlyError),
};
