import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import type { Language } from '../../i18n/language';

/** The longest full and preferred names the account service takes. */
export const FULL_NAME_MAX = 200;
export const PREFERRED_NAME_MAX = 100;

export type ProfileFormValues = { fullName: string; preferredName: string; language: Language };

/** My Profile's rules: full name required and at most 200 characters, preferred name at most 100. */
export function profileFormSchema(intl: IntlShape) {
  return yup.object({
    fullName: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'validation.fieldRequired' }))
      .max(
        FULL_NAME_MAX,
        intl.formatMessage({ id: 'validation.maxLength' }, { max: FULL_NAME_MAX }),
      ),
    preferredName: yup
      .string()
      .trim()
      .max(
        PREFERRED_NAME_MAX,
        intl.formatMessage({ id: 'validation.maxLength' }, { max: PREFERRED_NAME_MAX }),
      ),
    language: yup.string().oneOf(['en', 'id']).required(),
  });
}
