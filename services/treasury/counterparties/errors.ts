import { counterpartyErrors as definitions } from '../../../contracts/treasury/counterparties.js';
import { commonErrors, errorsOf } from '../../kit/errors.js';

/** The counterparty rules' refusals, from the contract; each takes the field at fault where the contract leaves it to the caller. */
export const counterpartyErrors = {
  ...errorsOf(definitions),
  required: (field: string) => commonErrors.required(field),
  invalidEmail: () => commonErrors.invalidEmail(),
  notFound: () => commonErrors.notFound('Counterparty'),
};
