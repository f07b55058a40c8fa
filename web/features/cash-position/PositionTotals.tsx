import { Badge, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  PositionTotals_position$data,
  PositionTotals_position$key,
} from '../../__generated__/PositionTotals_position.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { formatRate } from '../../domain/formatRate';

/**
 * The position's totals in IDR and in USD (spec: "cash position shows IDR and
 * USD"), each with the currencies whose missing rate keeps it from being
 * given, and beside them the rates they convert with: the latest on or
 * before the day, with its date and where it came from.
 */
export function PositionTotals({ position }: { position: PositionTotals_position$key }) {
  const data = useFragment(
    graphql`
      fragment PositionTotals_position on CashPosition {
        date
        totals {
          ...positionTotal_total @relay(mask: false)
        }
        rates {
          currency
          rate {
            date
            rate
            source
            sourceName
            recordedBy {
              fullName
            }
          }
        }
      }
    `,
    position,
  );
  const { language } = useLanguage();
  const day = formatDate(data.date, language);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="cash-position-totals">
      {data.totals.map((total) => (
        <TotalCard key={total.currency} total={total} day={day} />
      ))}
      <RatesUsedCard rates={data.rates} day={day} />
    </SimpleGrid>
  );
}

type Position = PositionTotals_position$data;

/** One total: its amount, or a dash and the currencies whose missing rate keeps it from being given. */
function TotalCard({ total, day }: { total: Position['totals'][number]; day: string }) {
  const { language } = useLanguage();
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      borderTopWidth="3px"
      borderTopColor="brand.solid"
      data-testid={`cash-position-total-${total.currency}`}
    >
      <Card.Body gap="2" padding="5">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          <FormattedMessage id="cashPosition.totalIn" values={{ currency: total.currency }} />
        </Text>
        <Text
          fontSize={{ base: '2xl', sm: '3xl' }}
          fontWeight="semibold"
          letterSpacing="tight"
          fontVariantNumeric="tabular-nums"
          lineHeight="short"
          overflowWrap="anywhere"
          data-testid="cash-position-total-amount"
        >
          {total.amount ? formatMoney(total.amount.amount, total.amount.currency, language) : '—'}
        </Text>
        {total.amount === null ? (
          <Text fontSize="xs" color="fg.error" data-testid="cash-position-total-missing">
            <FormattedMessage
              id="cashPosition.totalMissingRates"
              values={{
                currencies: total.missingRates.join(', '),
                count: total.missingRates.length,
                date: day,
              }}
            />
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="cashPosition.totalOn" values={{ date: day }} />
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The rates the totals convert with: each the latest on or before the day, with its date and where it came from; a missing one named. */
function RatesUsedCard({ rates, day }: { rates: Position['rates']; day: string }) {
  const { language } = useLanguage();
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      gridColumn={{ md: 'span 2' }}
      data-testid="cash-position-rates-used"
    >
      <Card.Body gap="3" padding="5">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          <FormattedMessage id="cashPosition.ratesUsed" />
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {rates.map(({ currency, rate }) => (
            <Stack key={currency} gap="0.5" data-testid={`cash-position-rate-${currency}`}>
              {rate ? (
                <>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {formatRate(rate.rate, currency, language)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {rate.source === 'IMPORT' ? (
                      <FormattedMessage
                        id="cashPosition.rateImported"
                        values={{
                          date: formatDate(rate.date, language),
                          file: rate.sourceName ?? '',
                        }}
                      />
                    ) : (
                      <FormattedMessage
                        id="cashPosition.rateEntered"
                        values={{
                          date: formatDate(rate.date, language),
                          name: rate.recordedBy?.fullName ?? '—',
                        }}
                      />
                    )}
                  </Text>
                </>
              ) : (
                <>
                  <Badge alignSelf="flex-start" variant="subtle" colorPalette="orange">
                    {currency}
                  </Badge>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedMessage
                      id="cashPosition.rateMissing"
                      values={{ currency, date: day }}
                    />
                  </Text>
                </>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
