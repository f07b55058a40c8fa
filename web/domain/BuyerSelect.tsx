import { Text } from '@chakra-ui/react';
import { useEffect, useMemo, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BuyerSelect_query$key } from '../__generated__/BuyerSelect_query.graphql';
import type { BuyerSelectPaginationQuery } from '../__generated__/BuyerSelectPaginationQuery.graphql';
import { formatMoney } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { hasNoCreditLimit } from './creditLimits';
import { SearchSelect } from '../ui/SearchSelect';

/** How many buyers a page of choices holds. */
const PAGE_SIZE = 50;

/** What a document needs of its buyer beyond the id: the currency its figures are in. */
export type ChosenBuyer = { readonly currency: string };

type BuyerSelectProps = {
  query: BuyerSelect_query$key;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** The empty choice's words ("Choose a buyer"). */
  emptyLabel: string;
  /** Told the chosen buyer's currency (IDR unless its credit limit says otherwise), or null when none is chosen. */
  onChosen?: (buyer: ChosenBuyer | null) => void;
};

/**
 * Picks an active buyer (an approved invoicing customer) to write a document
 * for, out of all of them: a search box narrows the choices on the server
 * (name, alias or email) and "Load more" fetches the next page. Under it, the
 * chosen buyer's payment terms and credit limit.
 */
export function BuyerSelect({ query, emptyLabel, onChosen, ...field }: BuyerSelectProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    BuyerSelectPaginationQuery,
    BuyerSelect_query$key
  >(
    graphql`
      fragment BuyerSelect_query on Query
      @refetchable(queryName: "BuyerSelectPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        buyers: customers(first: $count, after: $cursor, status: ACTIVE, search: $search)
          @connection(key: "BuyerSelect_buyers", filters: ["search"]) {
          edges {
            node {
              id
              name
              email
              paymentTermDays
              creditLimit {
                amount
                currency
              }
            }
          }
        }
      }
    `,
    query,
  );
  const buyers = data.buyers.edges.map((edge) => edge.node);
  const chosen = buyers.find((buyer) => buyer.id === field.value) ?? null;
  const currency = chosen ? (chosen.creditLimit?.currency ?? 'IDR') : null;
  useEffect(() => onChosen?.(currency ? { currency } : null), [currency, onChosen]);
  const choices = useMemo(
    () =>
      data.buyers.edges.map(({ node }) => ({
        id: node.id,
        label: node.name ? `${node.name} — ${node.email}` : node.email,
      })),
    [data.buyers.edges],
  );

  return (
    <>
      <SearchSelect
        {...field}
        choices={choices}
        emptyLabel={emptyLabel}
        searchLabel={intl.formatMessage({ id: 'buyers.searchPlaceholder' })}
        onSearch={(search) =>
          void refetch({ search, count: PAGE_SIZE }, { fetchPolicy: 'store-or-network' })
        }
        more={
          hasNext
            ? {
                label: <FormattedMessage id="buyers.loadMore" />,
                loading: isLoadingNext,
                load: () => loadNext(PAGE_SIZE),
              }
            : null
        }
        testId="buyer-select"
      />
      {chosen ? (
        <Text fontSize="xs" color="fg.muted" data-testid="buyer-select-terms">
          <FormattedMessage
            id="buyers.terms"
            values={{
              days: chosen.paymentTermDays ?? 0,
              limit:
                chosen.creditLimit && !hasNoCreditLimit(chosen.creditLimit.amount)
                  ? formatMoney(chosen.creditLimit.amount, chosen.creditLimit.currency, language)
                  : intl.formatMessage({ id: 'buyers.noLimit' }),
            }}
          />
        </Text>
      ) : null}
    </>
  );
}
