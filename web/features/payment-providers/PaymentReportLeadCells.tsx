import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TwoLineText } from '../../ui/TwoLineText';
import { methodLabel } from './paymentLabels';

type PaymentReportLeadCellsProps = {
  /** When it happened (an ISO date-time). */
  at: string;
  /** What identifies it (the order, the provider's reference), and under it what it belongs to. */
  which: { primary: string; secondary: string; primaryTestId?: string };
  provider: { readonly name: string } | null | undefined;
  /** The transaction's type (a payment, a refund …), where the report gives one. */
  type?: string;
  method: string | null | undefined;
  channel: string | null | undefined;
};

/**
 * The first three cells of a row of a provider's report: when, what it is,
 * and the provider with, under it, the type, the method and the channel
 * ("PAYMENT · Virtual account · BCA").
 */
export function PaymentReportLeadCells({
  at,
  which,
  provider,
  type,
  method,
  channel,
}: PaymentReportLeadCellsProps) {
  const { language } = useLanguage();
  return (
    <>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDateTime(at, language)}
      </Table.Cell>
      {/* The reference keeps to its line, what it belongs to (a customer's whole company name) wraps under it: on one line it pushed the statuses out of the card at 1280 px. */}
      <Table.Cell>
        <TwoLineText
          {...which}
          primary={
            <Text as="span" whiteSpace="nowrap">
              {which.primary}
            </Text>
          }
        />
      </Table.Cell>
      <Table.Cell>
        <Text>{provider?.name ?? '—'}</Text>
        <Text fontSize="xs" color="fg.muted">
          {type}
          {method ? (
            <>
              {type ? ' · ' : null}
              <FormattedMessage {...methodLabel(method)} />
            </>
          ) : null}
          {channel ? ` · ${channel}` : ''}
        </Text>
      </Table.Cell>
    </>
  );
}
