import { regionErrors as definitions } from '../../../contracts/invoicing/regions.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const regionErrors = errorsOf(definitions);
