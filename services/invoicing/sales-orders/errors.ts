import { salesOrderErrors as definitions } from '../../../contracts/invoicing/sales-orders.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract; the definitions too, for a refusal whose message names values. */
export const salesOrderErrors = errorsOf(definitions);
export { definitions as salesOrderDefinitions };
