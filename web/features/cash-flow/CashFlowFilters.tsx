import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { DateRangeFields } from '../../ui/filters/DateRangeFields';
import { FilterCard } from '../../ui/FilterCard';
import { FilterSelect } from '../../ui/FilterSelect';
import {
  CASH_FLOW_CURRENCIES,
  cashFlowSearch,
  MAX_PERIODS,
  periodCount,
  type CashFlowParams,
} from './cashFlowParams';

type CashFlowFiltersProps = {
  params: CashFlowParams;
  /** The range the report shows (the server's default when the address names none). */
  range: { from: string; to: string };
  /** Whether weeks or months can be chosen (the report's; a list of lines has no periods). */
  withGranularity: boolean;
};

/**
 * The report's currency (never mixed), weeks or months, and range. A change
 * of currency or granularity applies at once; the dates apply with "Show",
 * once both are there, in order, and the range holds at most 60 periods.
 */
export function CashFlowFilters({ params, range, withGranularity }: CashFlowFiltersProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const go = (next: Partial<CashFlowParams>) =>
    void navigate(
      `/cash-flow${cashFlowSearch({ ...params, from: range.from, to: range.to, ...next })}`,
    );

  const show = () => {
    if (!from || !to) return setProblem(errorMessage('U-TRSY-CF-14'));
    if (from > to) return setProblem(errorMessage('U-TRSY-CF-15'));
    if (periodCount(from, to, params.granularity) > MAX_PERIODS)
      return setProblem(errorMessage('U-TRSY-CF-16'));
    setProblem(null);
    go({ from, to });
  };

  return (
    <FilterCard
      testId="cash-flow-filters"
      below={
        problem ? (
          <Text
            color="fg.error"
            fontSize="sm"
            marginTop="2"
            role="alert"
            data-testid="cash-flow-range-error"
          >
            {problem}
          </Text>
        ) : null
      }
    >
      <FilterSelect
        name="currency"
        label={<FormattedMessage id="cashFlow.filter.currency" />}
        value={params.currency}
        onChange={(currency) => go({ currency: currency as CashFlowParams['currency'] })}
        options={CASH_FLOW_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        testId="cash-flow-currency"
        minWidth="28"
      />
      {withGranularity ? (
        <FilterSelect
          name="granularity"
          label={<FormattedMessage id="cashFlow.filter.granularity" />}
          value={params.granularity}
          onChange={(granularity) => {
            const next = granularity as CashFlowParams['granularity'];
            // Weeks over a long range would be more than a report holds: back to the default range.
            go(
              periodCount(range.from, range.to, next) > MAX_PERIODS
                ? { granularity: next, from: null, to: null }
                : { granularity: next },
            );
          }}
          options={[
            { value: 'MONTH', label: intl.formatMessage({ id: 'cashFlow.granularity.MONTH' }) },
            { value: 'WEEK', label: intl.formatMessage({ id: 'cashFlow.granularity.WEEK' }) },
          ]}
          testId="cash-flow-granularity"
          minWidth="32"
        />
      ) : null}
      <DateRangeFields
        keys={['from', 'to']}
        values={{ from, to }}
        onChange={(key, value) => (key === 'from' ? setFrom : setTo)(value)}
        labels={['cashFlow.filter.from', 'cashFlow.filter.to']}
        bounded
        testId="cash-flow"
        minWidth="40"
      />
      <Button
        size="sm"
        variant="outline"
        onClick={show}
        disabled={from === range.from && to === range.to}
        data-testid="cash-flow-show"
      >
        <FormattedMessage id="cashFlow.filter.show" />
      </Button>
    </FilterCard>
  );
}
