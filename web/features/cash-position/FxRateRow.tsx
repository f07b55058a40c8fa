import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FxRateRow_rate$key } from '../../__generated__/FxRateRow_rate.graphql';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TwoLineText } from '../../ui/TwoLineText';
import { formatRate } from '../../domain/formatRate';

/** One recorded rate: its day, rupiah per unit of its currency, and who entered it or the file it came from, with when. */
export function FxRateRow({ rate }: { rate: FxRateRow_rate$key }) {
  const data = useFragment(
    graphql`
      fragment FxRateRow_rate on FxRate {
        date
        currency
        rate
        source
        sourceName
        recordedBy {
          fullName
        }
        recordedAt
      }
    `,
    rate,
  );
  const { language } = useLanguage();
  return (
    <Table.Row data-testid="fx-rate-row" data-currency={data.currency} data-date={data.date}>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDate(data.date, language)}
      </Table.Cell>
      <Table.Cell
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        fontWeight="medium"
        data-testid="fx-rate-value"
      >
        {formatRate(data.rate, data.currency, language)}
      </Table.Cell>
      <Table.Cell>
        <TwoLineText
          primary={
            <Text as="span" fontSize="sm" fontWeight="normal" wordBreak="break-all">
              {data.source === 'IMPORT' ? (
                <FormattedMessage
                  id="cashPosition.rates.importedFrom"
                  values={{ file: data.sourceName ?? '' }}
                />
              ) : (
                <FormattedMessage
                  id="cashPosition.rates.enteredBy"
                  values={{ name: data.recordedBy?.fullName ?? '—' }}
                />
              )}
            </Text>
          }
          secondary={formatDateTime(data.recordedAt, language)}
          primaryTestId="fx-rate-source"
        />
      </Table.Cell>
    </Table.Row>
  );
}
