import { cashFlowErrors as definitions } from '../../../contracts/treasury/cash-flow.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const cashFlowErrors = errorsOf(definitions);
