import { passwordPolicyErrors as policyDefinitions } from '../../../contracts/account/passwords.js';
import { errorsOf } from '../../kit/errors.js';

/** The password policy's refusals, from the contract. */
export const passwordErrors = errorsOf(policyDefinitions);
