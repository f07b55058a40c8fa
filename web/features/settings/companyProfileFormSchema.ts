import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { ACCOUNT_CURRENCIES } from '../../domain/accountLabels';
import { localPhoneDigits } from '../../../formats/indonesia';
import { taxNumberRule } from '../../domain/taxNumber';

/** The longest name, legal name, email or address line the account service takes. */
export const TEXT_MAX = 200;

export type CompanyProfileFormValues = {
  name: string;
  legalName: string;
  /** As shown while typing: 01.234.567.8-901.000. */
  taxNumber: string;
  address: { street: string; city: string; province: string; postalCode: string };
  /** The part after +62, as shown while typing: 812-3456-7890. */
  phone: string;
  email: string;
  timeZone: string;
  defaultCurrency: 'IDR' | 'USD' | 'SGD';
};

/**
 * The Company Profile rules, the same the account service applies: a name
 * (at most 200 characters), an NPWP of 15 or 16 digits, a 5-digit postal
 * code, 8 to 13 digits after +62, an email with an @; the rest optional.
 */
export function companyProfileFormSchema(intl: IntlShape) {
  const tooLong = intl.formatMessage({ id: 'validation.maxLength' }, { max: TEXT_MAX });
  const text = () => yup.string().trim().max(TEXT_MAX, tooLong);
  return yup.object({
    name: text().required(intl.formatMessage({ id: 'validation.fieldRequired' })),
    legalName: text(),
    taxNumber: taxNumberRule(intl.formatMessage({ id: 'validation.taxNumber' })),
    address: yup.object({
      street: text(),
      city: text(),
      province: text(),
      postalCode: yup
        .string()
        .trim()
        .test(
          'postal-code',
          intl.formatMessage({ id: 'validation.postalCode' }),
          (value) => !value || /^\d{5}$/.test(value),
        ),
    }),
    phone: yup.string().test('phone', intl.formatMessage({ id: 'validation.phone' }), (value) => {
      const digits = localPhoneDigits(value ?? '');
      return digits === '' || /^[1-9]\d{7,12}$/.test(digits);
    }),
    email: text().test(
      'email',
      intl.formatMessage({ id: 'validation.invalidEmail' }),
      (value) => !value || value.includes('@'),
    ),
    timeZone: yup.string().required(intl.formatMessage({ id: 'validation.fieldRequired' })),
    defaultCurrency: yup.string().oneOf(ACCOUNT_CURRENCIES).required(),
  });
}
