import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { personNameOf } from '../../ui/personNameOf';

/**
 * Who did something to a document and when, in the reader's language and
 * the organisation's time zone: the line under a revision, an activity and
 * a comment. A member no longer visible shows as "—".
 */
export function DocumentByAt({
  person,
  at,
  timeZone,
}: {
  person: { readonly fullName: string; readonly email: string } | null | undefined;
  at: string;
  timeZone: string;
}) {
  const { language } = useLanguage();
  return (
    <FormattedMessage
      id="document.revision.byAt"
      values={{
        name: personNameOf(person) || '—',
        at: formatDateTime(at, language, timeZone),
      }}
    />
  );
}
