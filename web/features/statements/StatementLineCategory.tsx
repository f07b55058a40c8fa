import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { StatementLineCategory_line$key } from '../../__generated__/StatementLineCategory_line.graphql';
import { cashCategoryLabel } from '../../domain/records/cashCategoryLabels';

/** A statement line's cash-flow category, and whether a person or which rule set it. */
export function StatementLineCategory({ line }: { line: StatementLineCategory_line$key }) {
  const { cashCategory: category } = useFragment(
    graphql`
      fragment StatementLineCategory_line on StatementTransaction {
        ...cashCategoryFields_statementTransaction @relay(mask: false)
      }
    `,
    line,
  );
  return (
    <Stack gap="0">
      <Text>
        <FormattedMessage {...cashCategoryLabel(category?.category)} />
      </Text>
      {category ? (
        <Text fontSize="sm" color="fg.muted">
          {category.source === 'MANUAL' ? (
            <FormattedMessage id="statements.detail.categoryManual" />
          ) : (
            <FormattedMessage
              id="statements.detail.categoryRule"
              values={{ rule: category.rule?.name ?? '—' }}
            />
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
