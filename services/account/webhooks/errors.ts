import { webhookErrors as definitions } from '../../../contracts/account/webhooks.js';
import { apiKeyUserOnlyError } from '../../../contracts/account/api-keys.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import { roleErrors } from '../roles/errors.js';

/** The webhook rules' refusals, from the contract; those naming a value take it. */
export const webhookErrors = {
  ...errorsOf(definitions),
  urlPrivate: (address: string) => serviceError(definitions.urlPrivate, undefined, { address }),
  eventUnknown: (type: string) => serviceError(definitions.eventUnknown, undefined, { type }),
  roleCannotRead: (permission: string, type: string) =>
    serviceError(definitions.roleCannotRead, undefined, { permission, type }),
  replaySinceTooOld: (days: number) =>
    serviceError(definitions.replaySinceTooOld, undefined, { days: String(days) }),
  roleNotFound: () => roleErrors.notFound('roleId'),
  userOnly: () => serviceError(apiKeyUserOnlyError),
};
