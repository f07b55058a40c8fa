import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

/** The longest role name the service accepts. */
export const ROLE_NAME_MAX = 60;
/** The longest role description the service accepts. */
export const ROLE_DESCRIPTION_MAX = 500;

export type RoleFormValues = { name: string; description: string; permissions: string[] };

/**
 * The role editor's rules, the service's own with its messages: a name of at
 * most 60 characters, a description of at most 500, and at least one
 * permission.
 */
export function roleFormSchema(intl: IntlShape) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'validation.fieldRequired' }))
      .max(ROLE_NAME_MAX, intl.formatMessage({ id: 'error.U-ACC-RL-3' })),
    description: yup
      .string()
      .trim()
      .max(ROLE_DESCRIPTION_MAX, intl.formatMessage({ id: 'error.U-ACC-RL-8' })),
    permissions: yup
      .array(yup.string().required())
      .required()
      .min(1, intl.formatMessage({ id: 'error.U-ACC-RL-5' })),
  });
}
