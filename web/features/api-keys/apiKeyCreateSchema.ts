import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

/** The expiries the create form offers, in days; the service accepts 1 to 365. */
export const API_KEY_EXPIRY_DAYS = ['30', '90', '180', '365'] as const;

/** The expiry the create form starts with. */
export const DEFAULT_API_KEY_EXPIRY_DAYS = '90';

/** The longest name the service accepts for a key. */
export const API_KEY_NAME_MAX = 80;

/** The create form's values; the expiry is the select's value, a number of days as text. */
export type ApiKeyCreateValues = { name: string; roleId: string; expiresInDays: string };

/**
 * The create form's rules: a name (trimmed) of at most 80 characters, a role,
 * and one of the offered expiries. The name's length message is the
 * service's own (U-ACC-KEY-3), so the form and the server say the same.
 */
export function apiKeyCreateSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(required)
      .max(API_KEY_NAME_MAX, intl.formatMessage({ id: 'error.U-ACC-KEY-3' })),
    roleId: yup.string().required(required),
    expiresInDays: yup
      .string()
      .required(required)
      .oneOf(API_KEY_EXPIRY_DAYS, intl.formatMessage({ id: 'error.U-ACC-KEY-5' })),
  });
}
