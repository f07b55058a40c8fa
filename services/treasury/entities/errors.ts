import { entityErrors as definitions } from '../../../contracts/treasury/entities.js';
import { errorsOf } from '../../kit/errors.js';

/** The entity rules' refusals, from the contract. */
export const entityErrors = errorsOf(definitions);
