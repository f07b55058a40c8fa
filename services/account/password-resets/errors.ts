import { passwordResetErrors as definitions } from '../../../contracts/account/passwords.js';
import { errorsOf } from '../../kit/errors.js';

/** Resetting a password through a mailed link: the refusals, from the contract. */
export const resetErrors = errorsOf(definitions);
