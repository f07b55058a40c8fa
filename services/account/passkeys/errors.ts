import { passkeyErrors as definitions } from '../../../contracts/account/passkeys.js';
import { errorsOf } from '../../kit/errors.js';

/** The passkey refusals, from the contract. */
export const passkeyErrors = errorsOf(definitions);
