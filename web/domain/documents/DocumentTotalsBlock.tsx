import { Box, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentTotalsBlock_totals$key } from '../../__generated__/DocumentTotalsBlock_totals.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * A document's totals under its lines: subtotal, discount, tax base (DPP),
 * other tax base (DPP nilai lain), PPN (the lines' PPN added up), PPnBM
 * where a line carries it, and the grand total, each the sum of the lines'.
 */
export function DocumentTotalsBlock({ totals }: { totals: DocumentTotalsBlock_totals$key }) {
  const data = useFragment(
    graphql`
      fragment DocumentTotalsBlock_totals on DocumentTotals {
        subtotal {
          amount
        }
        discount {
          amount
        }
        taxBase {
          amount
        }
        otherTaxBase {
          amount
        }
        vat {
          amount
        }
        luxuryTax {
          amount
        }
        grandTotal {
          amount
          currency
        }
      }
    `,
    totals,
  );
  return (
    <DocumentTotalsFigures
      currency={data.grandTotal.currency}
      figures={{
        subtotal: data.subtotal.amount,
        discount: data.discount.amount,
        taxBase: data.taxBase.amount,
        otherTaxBase: data.otherTaxBase.amount,
        vat: data.vat.amount,
        luxuryTax: data.luxuryTax.amount,
        grandTotal: data.grandTotal.amount,
      }}
    />
  );
}

/** A document's figures as decimal strings, stored or computed as the form is typed. */
export type DocumentTotalsValues = {
  readonly subtotal: string;
  readonly discount: string;
  readonly taxBase: string;
  readonly otherTaxBase: string;
  readonly vat: string;
  readonly luxuryTax: string;
  readonly grandTotal: string;
};

const ROWS = ['subtotal', 'discount', 'taxBase', 'otherTaxBase', 'vat', 'luxuryTax'] as const;

/** PPnBM's row is shown only where a line carries it: most documents have none. */
const shown = (key: (typeof ROWS)[number], figures: DocumentTotalsValues | null) =>
  key !== 'luxuryTax' || (figures !== null && figures.luxuryTax !== '0.00');

/**
 * The totals block itself, for stored figures (above) and for the figures a
 * form computes as its lines are typed; a dash for each while they do not read.
 */
export function DocumentTotalsFigures({
  figures,
  currency,
}: {
  figures: DocumentTotalsValues | null;
  currency: string;
}) {
  const { language } = useLanguage();
  const money = (key: keyof DocumentTotalsValues) =>
    figures ? formatMoney(figures[key], currency, language) : '—';
  return (
    <Box marginLeft="auto" width="full" maxWidth="sm" data-testid="document-totals">
      <Stack gap="1.5">
        {ROWS.filter((key) => shown(key, figures)).map((key) => (
          <Flex key={key} justify="space-between" gap="4" fontSize="sm">
            <Text color="fg.muted">
              <FormattedMessage id={`document.totals.${key}`} />
            </Text>
            <Text fontVariantNumeric="tabular-nums" data-testid={`document-totals-${key}`}>
              {money(key)}
            </Text>
          </Flex>
        ))}
        <Separator />
        <Flex justify="space-between" gap="4" fontWeight="semibold">
          <Text>
            <FormattedMessage id="document.totals.grandTotal" />
          </Text>
          <Text fontVariantNumeric="tabular-nums" data-testid="document-totals-grandTotal">
            {money('grandTotal')}
          </Text>
        </Flex>
      </Stack>
    </Box>
  );
}
