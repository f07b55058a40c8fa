import { SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CashForecastSummary_forecast$key } from '../../__generated__/CashForecastSummary_forecast.graphql';
import { toCents } from '../../../formats/cents';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { isNegative, periodLabel } from './cashForecastLabels';
import { FigureCard } from '../../ui/FigureCard';

/** Where a forecast starts (and from how many accounts), where it ends, and its lowest point. */
export function CashForecastSummary({ forecast }: { forecast: CashForecastSummary_forecast$key }) {
  const data = useFragment(
    graphql`
      fragment CashForecastSummary_forecast on CashForecast {
        asOf
        currency
        granularity
        openingBalance {
          amount
        }
        openingAccounts {
          alias
        }
        periods {
          start
          end
          closing {
            amount
          }
        }
      }
    `,
    forecast,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  const label = (period: { start: string; end: string }) =>
    periodLabel(period, data.granularity, language);
  const last = data.periods.at(-1);
  const lowest = data.periods.reduce<(typeof data.periods)[number] | undefined>(
    (low, period) =>
      !low || toCents(period.closing.amount) < toCents(low.closing.amount) ? period : low,
    undefined,
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <FigureCard
        label={<FormattedMessage id="cashForecast.summary.opening" />}
        value={money(data.openingBalance.amount)}
        note={
          <FormattedMessage
            id="cashForecast.summary.openingNote"
            values={{ count: data.openingAccounts.length, date: formatDate(data.asOf, language) }}
          />
        }
        testId="cash-forecast-opening"
      />
      <ClosingCard kind="closing" period={last} money={money} name={label} />
      <ClosingCard kind="lowest" period={lowest} money={money} name={label} />
    </SimpleGrid>
  );
}

type Period = { start: string; end: string; closing: { amount: string } };

/**
 * A period's closing balance as a card: the forecast's last (`closing`) or its
 * lowest, in red below zero, its note naming the period
 * (`cashForecast.summary.<kind>` and `<kind>Note`, test id `cash-forecast-<kind>`);
 * nothing without a period.
 */
function ClosingCard({
  kind,
  period,
  money,
  name,
}: {
  kind: 'closing' | 'lowest';
  period: Period | undefined;
  money: (amount: string) => string;
  name: (period: Period) => string;
}) {
  if (!period) return null;
  return (
    <FigureCard
      label={<FormattedMessage id={`cashForecast.summary.${kind}`} />}
      value={money(period.closing.amount)}
      tone={isNegative(period.closing.amount) ? 'fg.error' : undefined}
      note={
        <FormattedMessage
          id={`cashForecast.summary.${kind}Note`}
          values={{ period: name(period) }}
        />
      }
      testId={`cash-forecast-${kind}`}
    />
  );
}
