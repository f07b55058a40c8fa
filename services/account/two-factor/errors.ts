import { twoFactorErrors as definitions } from '../../../contracts/account/two-factor.js';
import { errorsOf } from '../../kit/errors.js';

/** The second factors' refusals, from the contract. */
export const twoFactorErrors = errorsOf(definitions);
