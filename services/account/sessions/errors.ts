import {
  authErrors as definitions,
  lockoutErrors as lockoutDefinitions,
} from '../../../contracts/account/sessions.js';
import { errorsOf } from '../../kit/errors.js';

/** The sign-in refusals, from the contract. */
export const authErrors = errorsOf(definitions);

/** The lockout's refusals, from the contract. */
export const lockoutErrors = errorsOf(lockoutDefinitions);
