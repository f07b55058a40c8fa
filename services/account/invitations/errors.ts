import { invitationErrors as definitions } from '../../../contracts/account/invitations.js';
import { authErrors } from '../../../contracts/account/sessions.js';
import { commonErrors, errorsOf, serviceError } from '../../kit/errors.js';

/** The invitation refusals, from the contract. */
export const invitationErrors = {
  ...errorsOf(definitions),
  invalidEmail: () => commonErrors.invalidEmail('email'),
  fullNameRequired: () => commonErrors.required('fullName'),
  /** An existing user accepting confirms their password: a wrong one is the sign-in's code, on the field. */
  wrongPassword: () => serviceError({ ...authErrors.wrongCredentials, status: 400 }, 'password'),
};
