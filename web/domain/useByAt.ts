import { useIntl } from 'react-intl';
import { formatDateTime } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { personNameOf } from '../ui/personNameOf';

type Person = { readonly fullName: string; readonly email: string } | null | undefined;

/**
 * Says who did something and when, in the organisation's time zone
 * ("Siti Rahma, 2 Mar 2026, 10:00"): `id` is the message that puts the two
 * together (`bills.detail.byAt` unless said), `unknown` what stands for a
 * person who is not there (a former member unless said).
 */
export function useByAt(timeZone: string) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    person: Person,
    at: string,
    { id = 'bills.detail.byAt', unknown = 'payments.detail.formerMember' } = {},
  ): string =>
    intl.formatMessage(
      { id },
      {
        name: personNameOf(person) ?? intl.formatMessage({ id: unknown }),
        at: formatDateTime(at, language, timeZone),
      },
    );
}
