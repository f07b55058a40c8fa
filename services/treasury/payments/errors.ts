import {
  approvalRuleErrors as ruleDefinitions,
  paymentErrors as definitions,
} from '../../../contracts/treasury/payments.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const paymentErrors = errorsOf(definitions);
export const approvalRuleErrors = errorsOf(ruleDefinitions);
