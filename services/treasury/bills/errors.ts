import { billErrors as definitions } from '../../../contracts/treasury/bills.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const billErrors = errorsOf(definitions);
