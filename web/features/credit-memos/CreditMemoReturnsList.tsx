import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CreditMemoReturnsList_creditMemo$key } from '../../__generated__/CreditMemoReturnsList_creditMemo.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { formatDecimal, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * The invoice lines a memo returns, for the nota retur: each line's number on
 * the invoice, the quantity and product returned, and under it the tax base
 * (DPP) and PPN it takes back. Nothing for a memo of an amount only.
 */
export function CreditMemoReturnsList({
  creditMemo,
}: {
  creditMemo: CreditMemoReturnsList_creditMemo$key;
}) {
  const data = useFragment(
    graphql`
      fragment CreditMemoReturnsList_creditMemo on CreditMemo {
        returns {
          invoiceLine
          line {
            product
            quantity
            taxBase {
              amount
              currency
            }
            vat {
              amount
            }
          }
        }
      }
    `,
    creditMemo,
  );
  const { language } = useLanguage();
  if (data.returns.length === 0) return null;
  return (
    <Stack gap="0" marginTop="1" data-testid="credit-memo-returns">
      <Text fontSize="xs" fontWeight="medium">
        <FormattedMessage id="creditMemos.returns" />
      </Text>
      {data.returns.map(({ invoiceLine, line }) => {
        const money = (amount: string) => formatMoney(amount, line.taxBase.currency, language);
        return (
          <Text key={invoiceLine} fontSize="xs" data-testid="credit-memo-return">
            <FormattedMessage
              id="creditMemos.returnedLine"
              values={{
                line: invoiceLine,
                quantity: formatDecimal(plainQuantity(line.quantity), language),
                product: line.product,
              }}
            />
            <Text as="span" display="block" color="fg.muted">
              <FormattedMessage
                id="creditMemos.returnedTax"
                values={{ taxBase: money(line.taxBase.amount), vat: money(line.vat.amount) }}
              />
            </Text>
          </Text>
        );
      })}
    </Stack>
  );
}
