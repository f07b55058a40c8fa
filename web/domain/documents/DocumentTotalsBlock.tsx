import { Box, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentTotalsBlock_totals$key } from '../../__generated__/DocumentTotalsBlock_totals.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * A document's totals under its lines: subtotal, discount, tax base (DPP),
 * other tax base (DPP nilai lain), PPN (the lines' PPN added up) and the
 * grand total, each the sum of the lines'.
 */
export function DocumentTotalsBlock({ totals }: { totals: DocumentTotalsBlock_totals$key }) {
  const data = useFragment(
    graphql`
      fragment DocumentTotalsBlock_totals on DocumentTotals {
        subtotal {
          amount
          currency
        }
        discount {
          amount
          currency
        }
        taxBase {
          amount
          currency
        }
        otherTaxBase {
          amount
          currency
        }
        vat {
          amount
          currency
        }
        grandTotal {
          amount
          currency
        }
      }
    `,
    totals,
  );
  const { language } = useLanguage();
  const rows = [
    ['subtotal', data.subtotal],
    ['discount', data.discount],
    ['taxBase', data.taxBase],
    ['otherTaxBase', data.otherTaxBase],
    ['vat', data.vat],
  ] as const;
  return (
    <Box marginLeft="auto" width="full" maxWidth="sm" data-testid="document-totals">
      <Stack gap="1.5">
        {rows.map(([key, value]) => (
          <Flex key={key} justify="space-between" gap="4" fontSize="sm">
            <Text color="fg.muted">
              <FormattedMessage id={`document.totals.${key}`} />
            </Text>
            <Text fontVariantNumeric="tabular-nums" data-testid={`document-totals-${key}`}>
              {formatMoney(value.amount, value.currency, language)}
            </Text>
          </Flex>
        ))}
        <Separator />
        <Flex justify="space-between" gap="4" fontWeight="semibold">
          <Text>
            <FormattedMessage id="document.totals.grandTotal" />
          </Text>
          <Text fontVariantNumeric="tabular-nums" data-testid="document-totals-grandTotal">
            {formatMoney(data.grandTotal.amount, data.grandTotal.currency, language)}
          </Text>
        </Flex>
      </Stack>
    </Box>
  );
}
