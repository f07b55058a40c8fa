import { reconciliationRuleErrors as definitions } from '../../../contracts/treasury/reconciliation-rules.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const reconciliationRuleErrors = errorsOf(definitions);
