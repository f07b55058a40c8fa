import { Link, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceWithholdingItem_withholding$key } from '../../__generated__/InvoiceWithholdingItem_withholding.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { MenuIcon } from '../../ui/MenuIcon';

/** The PPh 23 the buyer withheld from the invoice: how much, and its slip (with its file, once uploaded) or that it is awaited. */
export function InvoiceWithholdingItem({
  withholding: withholdingKey,
}: {
  withholding: InvoiceWithholdingItem_withholding$key;
}) {
  const withholding = useFragment(
    graphql`
      fragment InvoiceWithholdingItem_withholding on InvoiceWithholding {
        status
        amount {
          amount
          currency
        }
        slipNumber
        slipDate
        slipFile {
          fileName
          downloadUrl
        }
      }
    `,
    withholdingKey,
  );
  const { language } = useLanguage();
  return (
    <DetailItem
      label={<FormattedMessage id="invoices.field.withholding" />}
      testId="invoice-withholding"
    >
      <Stack gap="1" alignItems="flex-start">
        <FormattedMessage
          id={
            withholding.slipNumber
              ? 'invoices.field.withholdingReceived'
              : 'invoices.field.withholdingAwaited'
          }
          values={{
            amount: formatMoney(withholding.amount.amount, withholding.amount.currency, language),
            slip: withholding.slipNumber ?? '',
            date: withholding.slipDate ? formatDate(withholding.slipDate, language) : '',
          }}
        />
        {withholding.slipFile ? (
          <Link
            href={withholding.slipFile.downloadUrl}
            download={withholding.slipFile.fileName}
            color="brand.fg"
            fontSize="sm"
            overflowWrap="anywhere"
            data-testid="invoice-withholding-slip-file"
          >
            <MenuIcon name="download" />
            {withholding.slipFile.fileName}
          </Link>
        ) : null}
      </Stack>
    </DetailItem>
  );
}
