import { reconciliationErrors as definitions } from '../../../contracts/treasury/reconciliations.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const reconciliationErrors = errorsOf(definitions);
