import { fxRateErrors as definitions } from '../../../contracts/treasury/fx-rates.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const fxRateErrors = errorsOf(definitions);
