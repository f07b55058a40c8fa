import { bankAccountErrors as definitions } from '../../../contracts/treasury/bank-accounts.js';
import { errorsOf } from '../../kit/errors.js';

/** The bank account rules' refusals, from the contract. */
export const bankAccountErrors = errorsOf(definitions);
