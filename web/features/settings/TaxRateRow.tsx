import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { TaxRateRow_rate$key } from '../../__generated__/TaxRateRow_rate.graphql';
import { formatRate } from '../../domain/formatRate';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TwoLineText } from '../../ui/TwoLineText';

/** One week's kurs pajak: the week, rupiah per unit, and its KMK (or "entered by hand") with who and when. */
export function TaxRateRow({ rate }: { rate: TaxRateRow_rate$key }) {
  const data = useFragment(
    graphql`
      fragment TaxRateRow_rate on TaxExchangeRate {
        currency
        rate
        validFrom
        validTo
        source
        fileName
        enteredBy {
          fullName
        }
        enteredAt
      }
    `,
    rate,
  );
  const { language } = useLanguage();
  const who = data.enteredBy?.fullName ?? '—';
  return (
    <Table.Row data-testid="tax-rate-row" data-currency={data.currency} data-week={data.validFrom}>
      <Table.Cell fontVariantNumeric="tabular-nums">
        <TwoLineText
          primary={data.currency}
          secondary={`${formatDate(data.validFrom, language)} – ${formatDate(data.validTo, language)}`}
        />
      </Table.Cell>
      <Table.Cell data-testid="tax-rate-value">
        <Text as="span" whiteSpace="nowrap" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {formatRate(data.rate, data.currency, language)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <TwoLineText
          primary={
            data.source === 'MANUAL' ? (
              <FormattedMessage id="orders.taxRates.manual" />
            ) : (
              <FormattedMessage id="orders.taxRates.kmk" values={{ number: data.source }} />
            )
          }
          secondary={
            <FormattedMessage
              id={data.fileName ? 'orders.taxRates.importedBy' : 'orders.taxRates.enteredBy'}
              values={{
                name: who,
                file: data.fileName ?? '',
                at: formatDateTime(data.enteredAt, language),
              }}
            />
          }
          primaryTestId="tax-rate-source"
        />
      </Table.Cell>
    </Table.Row>
  );
}
