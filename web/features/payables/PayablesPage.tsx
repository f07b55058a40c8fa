import { Button, Card, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { PayablesPageQuery } from '../../__generated__/PayablesPageQuery.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { DateInput } from '../../ui/DateInput';
import { FilterField } from '../../ui/FilterSelect';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { LinkButton } from '../../ui/LinkButton';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { PayablesCurrencySection } from './PayablesCurrencySection';
import { payablesParams, payablesSearch } from './payablesLabels';

export const payablesPageQuery = graphql`
  query PayablesPageQuery($asOf: Date, $includeSubmitted: Boolean!) {
    viewer {
      permissions
    }
    agedPayables(asOf: $asOf, includeSubmitted: $includeSubmitted) {
      asOf
      includeSubmitted
      currencies {
        currency
        ...PayablesCurrencySection_group
      }
    }
  }
`;

/**
 * `/payables`: what the organisation owes on its bills, per supplier and
 * currency, in the spec's buckets (not due yet, due today, 1-30, 31-90,
 * 91-180, 181-365 and more than 365 days overdue) as of a day, today by
 * default; approved bills, and those waiting for approval when asked.
 */
export function PayablesPage() {
  const data = useRouteQuery<PayablesPageQuery>(payablesPageQuery);
  const location = useLocation();
  const navigate = useNavigate();
  const params = payablesParams(new URLSearchParams(location.search));
  const report = data.agedPayables;
  const permissions = data.viewer?.permissions ?? [];
  if (!data.viewer) return null;
  if (!permissions.includes('cash-analysis:read')) return <ForbiddenPage embedded />;
  const go = (next: Partial<{ asOf: string | null; includeSubmitted: boolean }>) =>
    void navigate(`/payables${payablesSearch({ ...params, ...next })}`);

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payables.title" />}
        description={<FormattedMessage id="payables.subtitle" />}
        actions={
          permissions.includes('bills:read') ? (
            <LinkButton
              to="/bills"
              label={<FormattedMessage id="payables.openBills" />}
              testId="payables-open-bills"
            />
          ) : null
        }
      />
      <Stack gap="5">
        <PayablesFilters
          key={report.asOf}
          asOf={report.asOf}
          includeSubmitted={report.includeSubmitted}
          onChange={go}
        />
        {report.currencies.length === 0 ? (
          <Card.Root variant="outline" bg="bg">
            <ListEmptyState
              testId="payables-empty"
              icon="payables"
              title={<FormattedMessage id="payables.emptyTitle" />}
              body={<FormattedMessage id="payables.emptyBody" />}
            />
          </Card.Root>
        ) : (
          report.currencies.map((group) => (
            <PayablesCurrencySection key={group.currency} group={group} asOf={report.asOf} />
          ))
        )}
      </Stack>
    </>
  );
}

/** The as-of date (applied with "Show") and whether bills waiting for approval count (at once). */
function PayablesFilters({
  asOf: shown,
  includeSubmitted,
  onChange,
}: {
  asOf: string;
  includeSubmitted: boolean;
  onChange: (next: { asOf?: string; includeSubmitted?: boolean }) => void;
}) {
  const { language } = useLanguage();
  const [asOf, setAsOf] = useState(shown);
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body padding="4">
        <Flex gap="4" wrap="wrap" align="end" data-testid="payables-filters">
          <FilterField label={<FormattedMessage id="payables.filter.asOf" />} minWidth="40">
            <DateInput
              size="sm"
              name="asOf"
              value={asOf}
              onChange={(event) => setAsOf(event.currentTarget.value)}
              data-testid="payables-as-of"
            />
          </FilterField>
          <Button
            size="sm"
            variant="outline"
            disabled={!asOf || asOf === shown}
            onClick={() => onChange({ asOf })}
            data-testid="payables-show"
          >
            <FormattedMessage id="payables.filter.show" />
          </Button>
          <Switch.Root
            colorPalette="brand"
            checked={includeSubmitted}
            onCheckedChange={(details) => onChange({ includeSubmitted: details.checked })}
            data-testid="payables-include-submitted"
            alignSelf="center"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontSize="sm">
              <FormattedMessage id="payables.filter.includeSubmitted" />
            </Switch.Label>
          </Switch.Root>
        </Flex>
        <Text fontSize="sm" color="fg.muted" marginTop="3">
          <FormattedMessage id="payables.explain" values={{ asOf: formatDate(shown, language) }} />
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
