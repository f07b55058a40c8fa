import { taxExchangeRateErrors as definitions } from '../../../contracts/invoicing/tax-exchange-rates.js';
import { errorsOf } from '../../kit/errors.js';

/** The rate table's refusals, from the contract; the definitions too, for a refusal whose message names values. */
export const taxExchangeRateErrors = errorsOf(definitions);
export { definitions as taxExchangeRateDefinitions };
