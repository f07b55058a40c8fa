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
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  return yup.object({
    name: yup.string().trim().required(required).max(WEBHOOK_NAME_MAX, message('U-ACC-WH-2')),
    description: yup.string().trim().max(WEBHOOK_DESCRIPTION_MAX, message('U-ACC-WH-4')),
    url: yup
      .string()
      .trim()
      .required(required)
      .max(WEBHOOK_URL_MAX, message('U-ACC-WH-5'))
      .test('absolute', message('U-ACC-WH-5'), (value) => {
        if (!value) return true;
        try {
          return ['http:', 'https:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }),
    eventTypes: yup
      .array(yup.string().oneOf(WEBHOOK_EVENT_TYPES).required())
      .min(1, message('U-ACC-WH-9'))
      .required(message('U-ACC-WH-9')),
    roleId: yup.string().required(required),
  });
}
