import {
  redirectUriError,
  socialErrors as definitions,
} from '../../../contracts/account/social-sign-in.js';
import { errorsOf, serviceError } from '../../kit/errors.js';

/** The social sign-in refusals, from the contract. */
export const socialErrors = {
  ...errorsOf(definitions),
  providerUnavailable: () => serviceError({ ...definitions.providerRefused, status: 503 }),
  redirectUri: () => serviceError(redirectUriError),
};
