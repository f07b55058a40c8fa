import { commonErrors, ServiceError } from '../../kit/errors.js';

/** The counterparty rules' refusals (spec sections 5 and 8), each naming the field at fault. */
export const counterpartyErrors = {
  duplicateBankAccount: (field: string) => new ServiceError(409, 'U-TRSY-CP-1', 'This bank account is already registered.', field),
  aliasExists: () => new ServiceError(409, 'U-TRSY-CP-2', 'This alias is already used by another counterparty.', 'alias'),
  invalidCursor: (field: string) => new ServiceError(400, 'U-TRSY-CP-3', 'The pagination cursor is not valid.', field),
  bankAccountRequired: () => new ServiceError(400, 'U-TRSY-CP-4', 'Add at least one bank account.', 'bankAccounts'),
  unknownBank: (field: string) => new ServiceError(400, 'U-TRSY-CP-5', 'Choose a bank from the list.', field),
  invalidAccountNumber: (field: string) => new ServiceError(400, 'U-TRSY-CP-6', 'The account number must be 5 to 34 digits.', field),
  required: (field: string) => new ServiceError(400, 'REQUIRED', 'This field is required', field),
  invalidEmail: () => new ServiceError(400, 'INVALID_EMAIL', 'Invalid email format', 'email'),
  bothDirections: () => new ServiceError(400, 'U-TRSY-CP-7', 'Page forward (first, after) or backward (last, before), not both.', 'first'),
  repeatedBankAccount: (field: string) => new ServiceError(400, 'U-TRSY-CP-8', 'This bank account appears more than once.', field),
  /** Spec: "cannot update account number or name". The bank is part of the account too. */
  immutableBankAccount: (field: string) => new ServiceError(409, 'U-TRSY-CP-9', 'The bank, account number and name on account of a bank account cannot be changed.', field),
  /** Spec: "default not editable or deletable". */
  generatedProtected: () => new ServiceError(409, 'U-TRSY-CP-10', 'A generated default counterparty cannot be changed or deleted.'),
  externalIdExists: () => new ServiceError(409, 'U-TRSY-CP-11', 'This external id is already used by another counterparty.', 'externalId'),
  lastBankAccount: () => new ServiceError(409, 'U-TRSY-CP-12', 'A counterparty keeps at least one bank account.', 'removeBankAccountIds'),
  bankAccountNotFound: (field: string) => new ServiceError(404, 'U-TRSY-CP-13', 'This bank account is not one of the counterparty’s.', field),
  /** An internal (own) account whose number a user's counterparty holds: its generated mirror cannot be made. */
  heldByCounterparty: (field: string) => new ServiceError(409, 'U-TRSY-CP-14', 'A counterparty already holds this bank account. Remove it from that counterparty first.', field),
  notFound: () => commonErrors.notFound('Counterparty'),
};
