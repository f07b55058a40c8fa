import { exceptionErrors as definitions } from '../../../contracts/treasury/exceptions.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const exceptionErrors = errorsOf(definitions);
