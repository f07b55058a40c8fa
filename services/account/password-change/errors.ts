import { passwordChangeErrors as definitions } from '../../../contracts/account/passwords.js';
import { errorsOf } from '../../kit/errors.js';

/** Changing one's own password: the refusals, from the contract. */
export const passwordChangeErrors = errorsOf(definitions);
