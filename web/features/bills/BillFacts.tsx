import { Card, DataList } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BillFacts_bill$key } from '../../__generated__/BillFacts_bill.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { MoneyText } from '../../ui/MoneyText';
import { billTextFieldsAt, type BillTextField } from './billFields';
import { BILL_CATEGORY_LABEL, isBillCategory } from './billLabels';
import { BillTrail } from './BillTrail';

/**
 * Every field of a bill (number, supplier, category, description and the
 * other text fields of billFields.ts, dates, amount and what is paid of it),
 * then its trail.
 */
export function BillFacts({ bill: key, timeZone }: { bill: BillFacts_bill$key; timeZone: string }) {
  const bill = useFragment(
    graphql`
      fragment BillFacts_bill on Bill {
        ...billFields_bill @relay(mask: false)
        date
        dueDate
        category
        amount {
          amount
          currency
        }
        paidAmount {
          amount
          currency
        }
        counterparty {
          alias
          legalName
        }
        ...BillTrail_bill
      }
    `,
    key,
  );
  const { language } = useLanguage();
  const textItem = (field: BillTextField) => (
    <DetailItem
      key={field.name}
      label={<FormattedMessage id={field.label.id} />}
      testId={field.detailTestId}
    >
      {bill[field.name]}
    </DetailItem>
  );
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md">
          {billTextFieldsAt('lead').map(textItem)}
          <DetailItem
            label={<FormattedMessage id="bills.form.supplier" />}
            testId="bill-detail-supplier"
          >
            {bill.counterparty
              ? [bill.counterparty.alias, bill.counterparty.legalName]
                  .filter((part, index, parts) => parts.indexOf(part) === index)
                  .join(' · ')
              : null}
          </DetailItem>
          <DetailItem label={<FormattedMessage id="bills.form.category" />}>
            {isBillCategory(bill.category) ? (
              <FormattedMessage id={BILL_CATEGORY_LABEL[bill.category].id} />
            ) : (
              bill.category
            )}
          </DetailItem>
          {billTextFieldsAt('trail').map(textItem)}
          <DetailItem label={<FormattedMessage id="bills.form.date" />} testId="bill-detail-date">
            {formatDate(bill.date, language)}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="bills.form.dueDate" />}
            testId="bill-detail-due-date"
          >
            {formatDate(bill.dueDate, language)}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="bills.form.amount" />}
            testId="bill-detail-amount"
          >
            <MoneyText money={bill.amount} fontWeight="semibold" />
          </DetailItem>
          <DetailItem label={<FormattedMessage id="bills.detail.paid" />} testId="bill-detail-paid">
            <MoneyText money={bill.paidAmount} />
          </DetailItem>
          <BillTrail bill={bill} timeZone={timeZone} />
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
