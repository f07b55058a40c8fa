import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FilterCard } from '../../ui/FilterCard';
import { FilterSelect } from '../../ui/FilterSelect';
import {
  cashForecastSearch,
  FORECAST_CURRENCIES,
  MAX_COMPARED,
  type CashForecastParams,
} from './cashForecastParams';
import { granularityOptions } from './cashForecastLabels';

type CashForecastFiltersProps = {
  params: CashForecastParams;
  /** The scenarios that can be compared with the forecast (none on the Actual vs forecast tab). */
  scenarios: readonly { id: string; name: string }[];
};

/**
 * The forecast's currency (never mixed with another), weeks or months, and
 * the scenarios compared with it (up to four, each a toggle). Every change
 * applies at once, through the address.
 */
export function CashForecastFilters({ params, scenarios }: CashForecastFiltersProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const go = (next: Partial<CashForecastParams>) =>
    void navigate(`/cash-forecast${cashForecastSearch({ ...params, ...next })}`);
  const toggle = (id: string) =>
    go({
      compare: params.compare.includes(id)
        ? params.compare.filter((chosen) => chosen !== id)
        : [...params.compare, id],
    });
  const actuals = params.tab === 'actuals';

  return (
    <FilterCard testId="cash-forecast-filters" gap="5">
      <FilterSelect
        name="currency"
        label={<FormattedMessage id="cashForecast.filter.currency" />}
        value={params.currency}
        onChange={(currency) =>
          go({ currency: currency as CashForecastParams['currency'], snapshot: null })
        }
        options={FORECAST_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        testId="cash-forecast-currency"
        minWidth="28"
      />
      {actuals ? null : (
        <FilterSelect
          name="granularity"
          label={<FormattedMessage id="cashForecast.filter.granularity" />}
          value={params.granularity}
          onChange={(granularity) =>
            go({ granularity: granularity as CashForecastParams['granularity'] })
          }
          options={granularityOptions(intl)}
          testId="cash-forecast-granularity"
          minWidth="36"
        />
      )}
      {scenarios.length > 0 ? (
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id="cashForecast.filter.compare" values={{ max: MAX_COMPARED }} />
          </Text>
          <Flex gap="2" wrap="wrap" data-testid="cash-forecast-compare">
            {scenarios.map((scenario) => {
              const chosen = params.compare.includes(scenario.id);
              return (
                <Button
                  key={scenario.id}
                  size="sm"
                  variant={chosen ? 'subtle' : 'outline'}
                  colorPalette={chosen ? 'brand' : undefined}
                  aria-pressed={chosen}
                  disabled={!chosen && params.compare.length >= MAX_COMPARED}
                  onClick={() => toggle(scenario.id)}
                  data-testid="cash-forecast-compare-toggle"
                >
                  {scenario.name}
                </Button>
              );
            })}
          </Flex>
        </Stack>
      ) : null}
    </FilterCard>
  );
}
