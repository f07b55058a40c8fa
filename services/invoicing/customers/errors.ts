import { customerErrors as definitions } from '../../../contracts/invoicing/customers.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const customerErrors = errorsOf(definitions);
