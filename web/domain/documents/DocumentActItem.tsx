import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';

/** What a document records of a move on it: who made it, when, and why when it asked for a reason. */
export type DocumentAct = {
  readonly at: string;
  readonly by: { readonly fullName: string } | null | undefined;
  readonly reason?: string;
};

/**
 * A document's approval, rejection, cancellation or closure as one fact of
 * its page: "name · when", or "reason · name · when" for a move with a
 * reason (the feature's `byAt` and `decision` messages); nothing until the
 * move is made.
 */
export function DocumentActItem({
  label,
  testId,
  act,
  timeZone,
  messages,
}: {
  label: string;
  testId: string;
  act: DocumentAct | null | undefined;
  timeZone: string;
  messages: { byAt: string; decision: string };
}) {
  const { language } = useLanguage();
  if (!act) return null;
  const values = {
    name: act.by?.fullName ?? '—',
    at: formatDateTime(act.at, language, timeZone),
  };
  return (
    <DetailItem label={<FormattedMessage id={label} />} testId={testId}>
      {act.reason === undefined ? (
        <FormattedMessage id={messages.byAt} values={values} />
      ) : (
        <FormattedMessage id={messages.decision} values={{ ...values, reason: act.reason }} />
      )}
    </DetailItem>
  );
}
