import { purchaseOrderErrors as definitions } from '../../../contracts/invoicing/purchase-orders.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const purchaseOrderErrors = errorsOf(definitions);
