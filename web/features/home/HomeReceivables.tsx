import { Card, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { HomeReceivables_summary$key } from '../../__generated__/HomeReceivables_summary.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { HomeReceivablesTable } from './HomeReceivablesTable';
import { TextLink } from '../../ui/TextLink';

/**
 * What buyers owe today on issued invoices, by age (current, 1-30, 31-60,
 * 61-90 and over 90 days past due), per currency: the buyers who owe most,
 * and the total. Nothing for a member who may not read invoices.
 */
export function HomeReceivables({ summary }: { summary: HomeReceivables_summary$key }) {
  const { language } = useLanguage();
  const { receivables } = useFragment(
    graphql`
      fragment HomeReceivables_summary on HomeSummary {
        receivables {
          asOf
          currencies {
            currency
            totals {
              ...HomeReceivables_amounts @relay(mask: false)
            }
            customers {
              customerId
              customerName
              invoices
              amounts {
                ...HomeReceivables_amounts @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    summary,
  );
  if (!receivables) return null;
  return (
    <Card.Root variant="outline" bg="bg" marginBottom="6" data-testid="home-receivables">
      <CardTitleBar
        title={<FormattedMessage id="home.receivables.title" />}
        description={
          <FormattedMessage
            id="home.receivables.description"
            values={{ date: formatDate(receivables.asOf, language) }}
          />
        }
      >
        <TextLink to="/invoices">
          <FormattedMessage id="home.receivables.link" />
        </TextLink>
      </CardTitleBar>
      {receivables.currencies.length === 0 ? (
        <Text padding="4" color="fg.muted" fontSize="sm" data-testid="home-receivables-none">
          <FormattedMessage id="home.receivables.none" />
        </Text>
      ) : (
        <Stack gap="0">
          {receivables.currencies.map((group) => (
            <HomeReceivablesTable key={group.currency} group={group} />
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}

/** The buckets of an amount owed, read unmasked where a buyer's row and the total row use them. */
export const homeReceivablesAmounts = graphql`
  fragment HomeReceivables_amounts on AgedReceivableAmounts {
    current {
      amount
      currency
    }
    overdue1To30 {
      amount
      currency
    }
    overdue31To60 {
      amount
      currency
    }
    overdue61To90 {
      amount
      currency
    }
    overdueOver90 {
      amount
      currency
    }
    total {
      amount
      currency
    }
  }
`;
