import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { TaxRateRow_rate$key } from '../../__generated__/TaxRateRow_rate.graphql';
import { formatRate } from '../../domain/formatRate';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { RowActionButton, RowActionsCell } from '../../ui/RowActions';
import { TwoLineText } from '../../ui/TwoLineText';

/** A rate a member corrects or deletes: what the dialogs show of it. */
export type TaxRateTarget = {
  id: string;
  currency: string;
  validFrom: string;
  rate: string;
  source: string;
};

/** A manager's actions on a row: correct the rate entered wrongly, or delete it. */
export type TaxRateActions = {
  onCorrect: (rate: TaxRateTarget) => void;
  onDelete: (rate: TaxRateTarget) => void;
};

/**
 * One week's kurs pajak: the week, rupiah per unit, and its KMK (or "entered
 * by hand") with who and when; to a manager, Correct and Delete (which the
 * service refuses once a document uses the rate).
 */
export function TaxRateRow({
  rate,
  actions,
}: {
  rate: TaxRateRow_rate$key;
  actions: TaxRateActions | null;
}) {
  const data = useFragment(
    graphql`
      fragment TaxRateRow_rate on TaxExchangeRate {
        id
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
      {actions ? (
        <RowActionsCell>
          <RowActionButton
            message="orders.taxRates.correct"
            testId="tax-rate-correct"
            onClick={() => actions.onCorrect(data)}
          />
          <RowActionButton
            message="orders.taxRates.delete"
            testId="tax-rate-delete"
            onClick={() => actions.onDelete(data)}
            danger
          />
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}
