import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BillRow_bill$data, BillRow_bill$key } from '../../__generated__/BillRow_bill.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { RowActionsCell } from '../../ui/RowActions';
import { TwoLineText } from '../../ui/TwoLineText';
import { BillActionButtons } from './BillActionButtons';
import type { BillToMarkPaid } from './BillMarkPaidDialog';
import { BILL_CATEGORY_LABEL, isBillCategory } from './billLabels';
import { BillStatusCell } from './BillStatusCell';
import { useBillTarget, type BillTarget } from './useBillTarget';
import { RowLink } from '../../ui/RowLink';
import { FigureCell } from '../../ui/FigureCell';

type BillRowProps = {
  bill: BillRow_bill$key;
  permissions: readonly string[];
  /** Whether the row ends with the actions column (the viewer may do something to some bill). */
  withActions: boolean;
  /** The bill being submitted or approved (its buttons wait meanwhile). */
  busy: boolean;
  onSubmit: (bill: BillTarget) => void;
  onApprove: (bill: BillTarget) => void;
  onCancel: (bill: BillTarget) => void;
  onMarkPaid: (bill: BillToMarkPaid) => void;
};

/**
 * One bill: due date, bill date, supplier, number, category, amount, status
 * (with the reason of a cancelled one) and payment status (with the payment
 * that pays it; the due date links to the bill's page), then Submit, Approve, Cancel, Pay or Mark paid as the bill and the
 * viewer's permissions allow.
 */
export function BillRow({
  bill,
  permissions,
  withActions,
  busy,
  onSubmit,
  onApprove,
  onCancel,
  onMarkPaid,
}: BillRowProps) {
  const data = useFragment(
    graphql`
      fragment BillRow_bill on Bill {
        ...useBillTarget_bill
        date
        category
        counterparty {
          alias
          legalName
        }
        ...BillStatusCell_bill
      }
    `,
    bill,
  );
  const { bill: head, target, actions } = useBillTarget(data, permissions);
  const billUuid = uuidOf(head.id, 'Bill');
  const page = billUuid ? `/bills/${billUuid}` : null;

  return (
    <Table.Row
      data-testid="bill-row"
      data-status={head.status}
      data-payment-status={head.paymentStatus}
    >
      {/* The bill's date under its due date, and its payment under its status: the list fits a 1280 px window with its actions whole. */}
      <BillDueDateCell page={page} dueDate={target.dueDate} date={data.date} />
      <BillSupplierCell counterparty={data.counterparty} />
      <BillNumberCell number={head.number} description={head.description} />
      <BillCategoryCell category={data.category} />
      <FigureCell strong testId="bill-amount">
        {target.amount}
      </FigureCell>
      <BillStatusCell bill={data} />
      {withActions ? (
        <RowActionsCell>
          <BillActionButtons
            actions={actions}
            busy={busy}
            onSubmit={() => onSubmit(target)}
            onApprove={() => onApprove(target)}
            onCancel={() => onCancel(target)}
            onMarkPaid={() => onMarkPaid({ ...target, money: head.amount })}
          />
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}

/** The supplier: alias over legal name, or a dash. */
function BillSupplierCell({ counterparty }: { counterparty: BillRow_bill$data['counterparty'] }) {
  return (
    <Table.Cell minWidth="32">
      {counterparty ? (
        <TwoLineText primary={counterparty.alias} secondary={counterparty.legalName} />
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
    </Table.Cell>
  );
}

/** The due date (linking to the bill's page when it has one) with the bill's date under it. */
function BillDueDateCell({
  page,
  dueDate,
  date,
}: {
  page: string | null;
  /** The due date, formatted. */
  dueDate: string;
  date: string;
}) {
  const { language } = useLanguage();
  return (
    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {page ? (
        <RowLink to={page} testId="bill-due-date" fontWeight="medium">
          {dueDate}
        </RowLink>
      ) : (
        <Text fontWeight="medium" data-testid="bill-due-date">
          {dueDate}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="bills.billedOn" values={{ date: formatDate(date, language) }} />
      </Text>
    </Table.Cell>
  );
}

/** The supplier's bill number, with the bill's description under it. */
function BillNumberCell({
  number,
  description,
}: {
  number: string | null | undefined;
  description: string | null | undefined;
}) {
  return (
    <Table.Cell>
      {number ? (
        <Text fontSize="sm" wordBreak="break-all" data-testid="bill-number">
          {number}
        </Text>
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
      {description ? (
        <Text fontSize="xs" color="fg.muted" lineClamp={2} maxWidth="56">
          {description}
        </Text>
      ) : null}
    </Table.Cell>
  );
}

/** The bill's category, in the user's language where it is a known one. */
function BillCategoryCell({ category }: { category: string }) {
  return (
    <Table.Cell whiteSpace="nowrap">
      {isBillCategory(category) ? (
        <FormattedMessage id={BILL_CATEGORY_LABEL[category].id} />
      ) : (
        category
      )}
    </Table.Cell>
  );
}
