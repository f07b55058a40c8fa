import { Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CreditMemoApplicationsCell_creditMemo$key } from '../../__generated__/CreditMemoApplicationsCell_creditMemo.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { InvoiceAmountLines } from './InvoiceAmountLines';

/**
 * The invoices a memo was taken off and, while it waits for approval, those
 * it is to be taken off once approved, each with its amount.
 */
export function CreditMemoApplicationsCell({
  creditMemo,
}: {
  creditMemo: CreditMemoApplicationsCell_creditMemo$key;
}) {
  const data = useFragment(
    graphql`
      fragment CreditMemoApplicationsCell_creditMemo on CreditMemo {
        amount {
          currency
        }
        applications {
          invoiceId
          invoiceNumber
          amount {
            amount
          }
        }
        requestedApplications {
          invoiceId
          invoiceNumber
          amount {
            amount
          }
        }
      }
    `,
    creditMemo,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.amount.currency, language);
  return (
    <Table.Cell>
      <Stack gap="0" data-testid="credit-memo-applications">
        <InvoiceAmountLines lines={data.applications} money={money} />
        {data.requestedApplications.length > 0 ? (
          <Stack gap="0" color="fg.muted" data-testid="credit-memo-requested">
            <Text fontSize="xs">
              <FormattedMessage id="creditMemos.requested" />
            </Text>
            <InvoiceAmountLines lines={data.requestedApplications} money={money} />
          </Stack>
        ) : null}
      </Stack>
    </Table.Cell>
  );
}
