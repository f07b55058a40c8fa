import { passwordChangeErrors as changeDefinitions, passwordPolicyErrors as policyDefinitions, passwordResetErrors as resetDefinitions } from '../../../contracts/account/passwords.js';
import { errorsOf } from '../../kit/errors.js';

/** The password policy's refusals, from the contract. */
export const passwordErrors = errorsOf(policyDefinitions);

/** Changing one's own password (password-change/). */
export const passwordChangeErrors = errorsOf(changeDefinitions);

/** Resetting a password through a link (password-resets/). */
export const resetErrors = errorsOf(resetDefinitions);
