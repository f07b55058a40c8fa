import { Badge, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  PositionGroupRows_group$data,
  PositionGroupRows_group$key,
} from '../../__generated__/PositionGroupRows_group.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { PositionAccountRow } from './PositionAccountRow';

/**
 * One group of the position (a bank, an entity or a currency): a heading row
 * with its name, its sums in each currency it holds and those converted to
 * IDR and USD (or the rate they lack), then a row per account.
 */
export function PositionGroupRows({
  group,
  columns,
}: {
  group: PositionGroupRows_group$key;
  columns: number;
}) {
  const data = useFragment(
    graphql`
      fragment PositionGroupRows_group on CashPositionGroup {
        key
        name
        currencies {
          amount {
            amount
            currency
          }
        }
        totals {
          ...positionTotal_total @relay(mask: false)
        }
        accounts {
          bank {
            code
          }
          accountNumber
          ...PositionAccountRow_account
        }
      }
    `,
    group,
  );
  return (
    <>
      <Table.Row bg="bg.muted" data-testid="cash-position-group" data-key={data.key}>
        <Table.Cell colSpan={columns}>
          <Flex
            gap="3"
            justifyContent="space-between"
            alignItems={{ base: 'flex-start', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
          >
            <HStack gap="2">
              <Text fontWeight="semibold" data-testid="cash-position-group-name">
                {data.name}
              </Text>
              <Badge variant="subtle" colorPalette="gray" size="sm">
                <FormattedMessage
                  id="cashPosition.group.accounts"
                  values={{ count: data.accounts.length }}
                />
              </Badge>
            </HStack>
            <GroupSums currencies={data.currencies} totals={data.totals} />
          </Flex>
        </Table.Cell>
      </Table.Row>
      {data.accounts.map((account) => (
        <PositionAccountRow
          key={`${account.bank.code}-${account.accountNumber}`}
          account={account}
        />
      ))}
    </>
  );
}

/** A group's sums: in each currency it holds, then converted to IDR and USD (or the rates the conversion lacks). */
function GroupSums({
  currencies,
  totals,
}: Pick<PositionGroupRows_group$data, 'currencies' | 'totals'>) {
  const { language } = useLanguage();
  return (
    <Stack
      gap="0"
      alignItems={{ base: 'flex-start', md: 'flex-end' }}
      fontVariantNumeric="tabular-nums"
      data-testid="cash-position-group-sums"
    >
      <Text fontSize="sm" fontWeight="medium">
        {currencies.length === 0
          ? '—'
          : currencies
              .map((sum) => formatMoney(sum.amount.amount, sum.amount.currency, language))
              .join(' · ')}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="cash-position-group-converted">
        {totals.map((total, index) => (
          <span key={total.currency}>
            {index > 0 ? ' · ' : null}
            {total.amount ? (
              <FormattedMessage
                id="cashPosition.group.converted"
                values={{
                  amount: formatMoney(total.amount.amount, total.amount.currency, language),
                }}
              />
            ) : (
              <FormattedMessage
                id="cashPosition.group.missing"
                values={{
                  currency: total.currency,
                  currencies: total.missingRates.join(', '),
                }}
              />
            )}
          </span>
        ))}
      </Text>
    </Stack>
  );
}
