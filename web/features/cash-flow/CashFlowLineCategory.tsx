import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CashFlowLineCategory_line$key } from '../../__generated__/CashFlowLineCategory_line.graphql';
import type {
  CashFlowLineCategoryCategorizeMutation,
  CashCategory,
} from '../../__generated__/CashFlowLineCategoryCategorizeMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastError, toastSuccess } from '../../ui/toaster';
import { CASH_CATEGORIES, cashCategoryLabel } from '../../domain/records/cashCategoryLabels';

/** The select's value that hands a person's category back to the rules. */
const BACK_TO_RULES = '__rules__';

type CashFlowLineCategoryProps = {
  line: CashFlowLineCategory_line$key;
  canCorrect: boolean;
  /** Reads the report again once the category changed. */
  onChanged: () => Promise<unknown>;
  compact: boolean;
};

/**
 * The category cell of a cash flow line: chosen from the list (the person's,
 * which rules never change) or shown as text, with where it came from (a
 * person or a named rule). A person's category can be handed back to the
 * rules, which decide it at once.
 */
export function CashFlowLineCategory({
  line,
  canCorrect,
  onChanged,
  compact,
}: CashFlowLineCategoryProps) {
  const data = useFragment(
    graphql`
      fragment CashFlowLineCategory_line on StatementTransaction {
        id
        description
        ...cashCategoryFields_statementTransaction @relay(mask: false)
      }
    `,
    line,
  );
  const intl = useIntl();
  const { saving, choose } = useCategorizeLine(data.id, onChanged);
  const current = data.cashCategory;

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
        {current ? <CategorySource source={current.source} rule={current.rule} /> : null}
      </Stack>
    </Table.Cell>
  );
}

/**
 * Sets a line's category (null hands it back to the rules), says what it became,
 * and reads the report again; `saving` while it is being set.
 */
function useCategorizeLine(statementTransactionId: string, onChanged: () => Promise<unknown>) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [saving, setSaving] = useState(false);
  const [commit] = useCommit<CashFlowLineCategoryCategorizeMutation>(graphql`
    mutation CashFlowLineCategoryCategorizeMutation($input: StatementTransactionCategorizeInput!) {
      statementTransactionCategorize(input: $input) {
        statementTransaction {
          id
          ...cashCategoryFields_statementTransaction @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const choose = async (value: string) => {
    const category = value === BACK_TO_RULES ? null : (value as CashCategory);
    setSaving(true);
    try {
      const { statementTransactionCategorize: payload } = await commit({
        variables: { input: { statementTransactionId, category } },
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

  return { saving, choose };
}

/** Where the category came from: a person or a rule, and the rule's name. */
function CategorySource({
  source,
  rule,
}: {
  source: string;
  rule: { readonly name: string } | null | undefined;
}) {
  return (
    <HStack gap="1">
      <Badge
        size="xs"
        colorPalette={source === 'MANUAL' ? 'purple' : 'gray'}
        data-testid="cash-flow-line-source"
      >
        <FormattedMessage
          id={source === 'MANUAL' ? 'cashFlow.source.MANUAL' : 'cashFlow.source.RULE'}
        />
      </Badge>
      {rule ? (
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          {rule.name}
        </Text>
      ) : null}
    </HStack>
  );
}
