import { salesInvoiceErrors as definitions } from '../../../contracts/invoicing/sales-invoices.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract; the definitions too, for a refusal whose message names values. */
export const salesInvoiceErrors = errorsOf(definitions);
export { definitions as salesInvoiceDefinitions };
