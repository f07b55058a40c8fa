import { cashForecastErrors as definitions } from '../../../contracts/treasury/cash-forecast.js';
import { errorsOf } from '../../kit/errors.js';

/** The REST API's refusals, from the contract. */
export const cashForecastErrors = errorsOf(definitions);
