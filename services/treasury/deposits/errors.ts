import { depositErrors as definitions } from '../../../contracts/treasury/deposits.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const depositErrors = errorsOf(definitions);
