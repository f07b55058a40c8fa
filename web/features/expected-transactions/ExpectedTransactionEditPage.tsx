import { Alert, EmptyState, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExpectedTransactionEditPageQuery } from '../../__generated__/ExpectedTransactionEditPageQuery.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ExpectedTransactionForm } from './ExpectedTransactionForm';
import { ExpectedTransactionFormHeader } from './ExpectedTransactionFormHeader';
import { todayIn } from '../../ui/filters/todayIn';
import { LinkButton } from '../../ui/LinkButton';

export const expectedTransactionEditPageQuery = graphql`
  query ExpectedTransactionEditPageQuery(
    $id: ID!
    $withCounterparties: Boolean!
    $withBankAccounts: Boolean!
  ) {
    viewer {
      organization {
        timeZone
      }
    }
    node(id: $id) {
      __typename
      ... on ExpectedTransaction {
        id
        editable
        ...ExpectedTransactionForm_expectedTransaction @alias(as: "form")
      }
    }
    ...ExpectedTransactionForm_options
      @arguments(withCounterparties: $withCounterparties, withBankAccounts: $withBankAccounts)
  }
`;

/**
 * `/expected-transactions/{uuid}/edit`: changes an expected transaction
 * while it is unreconciled. A missing one (or another organisation's) shows
 * the not-found state; a reconciled one says it can no longer change.
 */
export function ExpectedTransactionEditPage() {
  const data = useRouteQuery<ExpectedTransactionEditPageQuery>(expectedTransactionEditPageQuery);
  const errorMessage = useErrorMessage();
  const node = data.node?.__typename === 'ExpectedTransaction' && data.node.form ? data.node : null;
  return (
    <>
      <ExpectedTransactionFormHeader editing={true} />
      {!node ? (
        <EmptyState.Root paddingY="16" data-testid="expected-transaction-not-found">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{errorMessage('U-TRSY-ET-1')}</EmptyState.Title>
              <EmptyState.Description>
                <FormattedMessage id="expectedTransactionForm.notFoundBody" />
              </EmptyState.Description>
            </VStack>
            <LinkButton
              to="/expected-transactions"
              label={<FormattedMessage id="expectedTransactionForm.back" />}
              size="sm"
            />
          </EmptyState.Content>
        </EmptyState.Root>
      ) : !node.editable ? (
        <Alert.Root status="warning" maxWidth="4xl" data-testid="expected-transaction-not-editable">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{errorMessage('U-TRSY-ET-2')}</Alert.Title>
        </Alert.Root>
      ) : (
        <ExpectedTransactionForm
          options={data}
          expectedTransaction={node.form}
          today={todayIn(data.viewer?.organization.timeZone ?? 'Asia/Jakarta')}
        />
      )}
    </>
  );
}
