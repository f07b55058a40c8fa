import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CashFlowLineRow_line$key } from '../../__generated__/CashFlowLineRow_line.graphql';
import type {
  CashFlowLineRowCategorizeMutation,
  CashCategory,
} from '../../__generated__/CashFlowLineRowCategorizeMutation.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastError, toastSuccess } from '../../ui/toaster';
import { CASH_CATEGORIES, cashCategoryLabel } from '../../domain/records/cashCategoryLabels';

/** The select's value that hands a person's category back to the rules. */
const BACK_TO_RULES = '__rules__';

type CashFlowLineRowProps = {
  line: CashFlowLineRow_line$key;
  canCorrect: boolean;
  /** Reads the report again once the category changed. */
  onChanged: () => Promise<unknown>;
  /** In a drawer: the date under the description instead of a column of its own. */
  compact?: boolean;
};

/**
 * One statement transaction of the cash flow: its date, description (with
 * its account), signed amount and category. The category is chosen from the
 * list (the person's, which rules never change); a person's category can be
 * handed back to the rules, which decide it at once.
 */
export function CashFlowLineRow({
  line,
  canCorrect,
  onChanged,
  compact = false,
}: CashFlowLineRowProps) {
  const data = useFragment(
    graphql`
      fragment CashFlowLineRow_line on StatementTransaction {
        id
        date
        description
        direction
        amount {
          amount
          currency
        }
        bankAccount {
          alias
        }
        cashCategory {
          category
          source
          rule {
            name
          }
        }
      }
    `,
    line,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [saving, setSaving] = useState(false);
  const [commit] = useCommit<CashFlowLineRowCategorizeMutation>(graphql`
    mutation CashFlowLineRowCategorizeMutation($input: StatementTransactionCategorizeInput!) {
      statementTransactionCategorize(input: $input) {
        statementTransaction {
          id
          cashCategory {
            category
            source
            rule {
              name
            }
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const current = data.cashCategory;
  const sign = data.direction === 'DEBIT' ? '-' : '';
  const choose = async (value: string) => {
    const category = value === BACK_TO_RULES ? null : (value as CashCategory);
    setSaving(true);
    try {
      const { statementTransactionCategorize: payload } = await commit({
        variables: { input: { statementTransactionId: data.id, category } },
      });
      const refusal = payload.userErrors[0];
      if (refusal) {
        toastError(errorMessage(refusal.code, refusal.message));
        return;
      }
      const now = payload.statementTransaction?.cashCategory;
      toastSuccess(
        category === null
          ? intl.formatMessage(
              { id: 'cashFlow.lines.handedBack' },
              { category: intl.formatMessage(cashCategoryLabel(now?.category ?? null)) },
            )
          : intl.formatMessage(
              { id: 'cashFlow.lines.categorised' },
              { category: intl.formatMessage(cashCategoryLabel(category)) },
            ),
      );
      await onChanged();
    } catch (error) {
      const message = mutationFailure(error);
      if (message) toastError(message);
    } finally {
      setSaving(false);
    }
  };

  const options = [
    ...CASH_CATEGORIES.map((category) => ({
      value: category,
      label: intl.formatMessage(cashCategoryLabel(category)),
    })),
    ...(current?.source === 'MANUAL'
      ? [{ value: BACK_TO_RULES, label: intl.formatMessage({ id: 'cashFlow.lines.backToRules' }) }]
      : []),
  ];

  return (
    <Table.Row
      data-testid="cash-flow-line"
      data-category={current?.category ?? ''}
      data-source={current?.source ?? ''}
    >
      {compact ? null : (
        <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDate(data.date, language)}
        </Table.Cell>
      )}
      <Table.Cell minWidth={compact ? '32' : '48'}>
        <Stack gap="0">
          <Text fontSize="sm" lineClamp={2} wordBreak="break-word">
            {data.description}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {[
              ...(compact ? [formatDate(data.date, language)] : []),
              ...(data.bankAccount ? [data.bankAccount.alias] : []),
            ].join(' · ')}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell
        textAlign="end"
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        fontWeight="medium"
        color={data.direction === 'CREDIT' ? 'fg.success' : undefined}
      >
        {formatMoney(`${sign}${data.amount.amount}`, data.amount.currency, language)}
      </Table.Cell>
      <Table.Cell minWidth={compact ? '36' : '44'}>
        <Stack gap="1">
          {canCorrect ? (
            <OptionSelect
              root={{ size: 'xs', disabled: saving }}
              aria-label={intl.formatMessage(
                { id: 'cashFlow.lines.categoryOf' },
                { description: data.description },
              )}
              value={current?.category ?? ''}
              placeholder={current ? null : intl.formatMessage({ id: 'cashFlow.uncategorised' })}
              options={options}
              onChange={(event) => void choose(event.currentTarget.value)}
              data-testid="cash-flow-line-category"
            />
          ) : (
            <Text fontSize="sm" fontStyle={current ? undefined : 'italic'}>
              <FormattedMessage {...cashCategoryLabel(current?.category ?? null)} />
            </Text>
          )}
          {current ? (
            <HStack gap="1">
              <Badge
                size="xs"
                colorPalette={current.source === 'MANUAL' ? 'purple' : 'gray'}
                data-testid="cash-flow-line-source"
              >
                <FormattedMessage
                  id={
                    current.source === 'MANUAL' ? 'cashFlow.source.MANUAL' : 'cashFlow.source.RULE'
                  }
                />
              </Badge>
              {current.rule ? (
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {current.rule.name}
                </Text>
              ) : null}
            </HStack>
          ) : null}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
