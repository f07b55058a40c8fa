import { profileErrors as definitions } from '../../../contracts/account/users.js';
import { errorsOf } from '../../kit/errors.js';

/** The profile's refusals, from the contract. */
export const profileErrors = errorsOf(definitions);
