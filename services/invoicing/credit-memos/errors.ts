import { creditMemoErrors as definitions } from '../../../contracts/invoicing/credit-memos.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract; the definitions too, for a refusal whose message names values. */
export const creditMemoErrors = errorsOf(definitions);
export { definitions as creditMemoDefinitions };
