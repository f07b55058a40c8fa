import {
  exportErrors as exportDefinitions,
  statementErrors as definitions,
} from '../../../contracts/treasury/statements.js';
import { errorsOf } from '../../kit/errors.js';

/** The refusals of the statement lists and of lines entered by hand, from the contract. */
export const statementErrors = errorsOf(definitions);

/** The refusals of a statement export, from the contract. */
export const exportErrors = errorsOf(exportDefinitions);
