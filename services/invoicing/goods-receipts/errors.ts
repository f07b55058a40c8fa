import { goodsReceiptErrors as definitions } from '../../../contracts/invoicing/goods-receipts.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract; the definitions too, for a refusal whose message names values. */
export const goodsReceiptErrors = errorsOf(definitions);
export { definitions as goodsReceiptDefinitions };
