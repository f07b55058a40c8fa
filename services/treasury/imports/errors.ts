import { importErrors as definitions } from '../../../contracts/treasury/imports.js';
import { errorsOf, serviceError } from '../../kit/errors.js';

/** The import rules' refusals, from the contract. */
export const importErrors = {
  ...errorsOf(definitions),
  /** `reason` says what was wrong with the file, if anything more than its kind. */
  notCsv: (reason = '') => {
    const error = serviceError(definitions.notCsv, undefined, { reason });
    error.message = error.message.trim();
    return error;
  },
};
