import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { DocumentActItem, type DocumentAct } from './DocumentActItem';

type Person = { readonly fullName: string } | null | undefined;

/** What an order records of who wrote it and of the moves made on it. */
export type OrderActs = {
  readonly createdAt: string;
  readonly createdBy: Person;
  readonly approvedAt: string | null | undefined;
  readonly approvedBy: Person;
  readonly rejection: DocumentAct | null | undefined;
  readonly cancellation: DocumentAct | null | undefined;
  readonly closedAt: string | null | undefined;
  readonly closedBy: Person;
};

/**
 * The last facts of a purchase or sales order's page: who wrote it and when,
 * then who approved, rejected or cancelled it (and why) or closed it, and
 * when, each once made. Its words are the feature's (`<messages>.field.createdBy`,
 * `.approvedBy`, `.rejection`, `.cancellation`, `.closedBy`, and
 * `<messages>.detail.byAt` and `.decision`); its test ids
 * `<testIdPrefix>-approval`, `-rejection`, `-cancellation` and `-closure`.
 */
export function OrderActFacts({
  order,
  timeZone,
  messages,
  testIdPrefix,
}: {
  order: OrderActs;
  timeZone: string;
  /** The feature's catalogue prefix (`purchaseOrders`). */
  messages: string;
  testIdPrefix: string;
}) {
  const { language } = useLanguage();
  const act = (field: string, testId: string, made: DocumentAct | null | undefined) => (
    <DocumentActItem
      label={`${messages}.field.${field}`}
      testId={`${testIdPrefix}-${testId}`}
      act={made}
      timeZone={timeZone}
      messages={{ byAt: `${messages}.detail.byAt`, decision: `${messages}.detail.decision` }}
    />
  );
  return (
    <>
      <DetailItem label={<FormattedMessage id={`${messages}.field.createdBy`} />}>
        <FormattedMessage
          id={`${messages}.detail.byAt`}
          values={{
            name: order.createdBy?.fullName ?? '—',
            at: formatDateTime(order.createdAt, language, timeZone),
          }}
        />
      </DetailItem>
      {act(
        'approvedBy',
        'approval',
        order.approvedAt ? { at: order.approvedAt, by: order.approvedBy } : null,
      )}
      {act('rejection', 'rejection', order.rejection)}
      {act('cancellation', 'cancellation', order.cancellation)}
      {act(
        'closedBy',
        'closure',
        order.closedAt ? { at: order.closedAt, by: order.closedBy } : null,
      )}
    </>
  );
}
