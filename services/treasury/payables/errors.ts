import { payablesErrors as definitions } from '../../../contracts/treasury/payables.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const payablesErrors = errorsOf(definitions);
