import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { WEBHOOK_EVENT_TYPES } from './webhookLabels';

/** The longest name, description and address the service accepts. */
export const WEBHOOK_NAME_MAX = 80;
export const WEBHOOK_DESCRIPTION_MAX = 500;
export const WEBHOOK_URL_MAX = 2000;

/** The endpoint form's values. */
export type WebhookEndpointValues = {
  name: string;
  description: string;
  url: string;
  eventTypes: string[];
  roleId: string;
};

/**
 * The endpoint form's rules: a name, an absolute http(s) address, at least
 * one event and a role. Whether the address is https and public is the
 * service's to say (a development set-up may allow a local receiver); the
 * messages are the service's own, so the form and the server say the same.
 */
export function webhookEndpointSchema(intl: IntlShape) {
  const words = (id: string) => intl.formatMessage({ id });
  const required = words('validation.fieldRequired');
  return yup.object({
    url: yup
      .string()
      .trim()
      .required(required)
      .max(WEBHOOK_URL_MAX, words('error.U-ACC-WH-5'))
      .test('absolute', words('error.U-ACC-WH-5'), isHttpUrl),
    name: yup.string().trim().required(required).max(WEBHOOK_NAME_MAX, words('error.U-ACC-WH-2')),
    description: yup.string().trim().max(WEBHOOK_DESCRIPTION_MAX, words('error.U-ACC-WH-4')),
    eventTypes: yup
      .array(yup.string().oneOf(WEBHOOK_EVENT_TYPES).required())
      .min(1, words('error.U-ACC-WH-9'))
      .required(words('error.U-ACC-WH-9')),
    roleId: yup.string().required(required),
  });
}

/** Whether a value is an absolute http or https URL (an empty one is the required rule's to refuse). */
function isHttpUrl(value: string | undefined): boolean {
  if (!value) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
