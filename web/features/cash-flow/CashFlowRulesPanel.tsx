import { Flex, Stack } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CashFlowRulesPanel_query$key } from '../../__generated__/CashFlowRulesPanel_query.graphql';
import type { CashFlowRulesPanelApplyMutation } from '../../__generated__/CashFlowRulesPanelApplyMutation.graphql';
import type { CashFlowRulesPanelReorderMutation } from '../../__generated__/CashFlowRulesPanelReorderMutation.graphql';
import { RuleList } from '../../domain/rules/RuleList';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { toastError, toastSuccess } from '../../ui/toaster';
import { CashFlowRuleCard } from './CashFlowRuleCard';
import { CashFlowRuleDeleteDialog } from './CashFlowRuleDeleteDialog';
import { CashFlowRuleEditor, type EditedCashFlowRule } from './CashFlowRuleEditor';

type CashFlowRulesPanelProps = {
  query: CashFlowRulesPanel_query$key;
  /** Whether the viewer may change the rules (reconciliation:reconcile). */
  canManage: boolean;
  /** Reads the screen again once the rules changed. */
  onChanged: () => Promise<unknown>;
};

/**
 * The categorisation rules in the order they are tried: added, edited (with
 * a preview of how many statement transactions the rule matches), moved up
 * and down and deleted; "Apply rules" categorises the lines already there
 * (a person's corrections stay). New lines are categorised as they arrive.
 */
export function CashFlowRulesPanel({ query, canManage, onChanged }: CashFlowRulesPanelProps) {
  const data = useFragment(
    graphql`
      fragment CashFlowRulesPanel_query on Query
      @argumentDefinitions(withCounterparties: { type: "Boolean", defaultValue: false }) {
        cashFlowRules {
          id
          name
          category
          counterparty {
            id
            alias
            legalName
          }
          ...CashFlowRuleConditions_conditions @relay(mask: false)
          enabled
          ...CashFlowRuleCard_rule
        }
        ...CounterpartySelect_query
          @include(if: $withCounterparties)
          @alias(as: "counterpartyChoices")
      }
    `,
    query,
  );
  const rules = data.cashFlowRules;
  const [editing, setEditing] = useState<EditedCashFlowRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const { commitReorder, apply, applying } = useReorderAndApply(onChanged);

  return (
    <Stack gap="4" maxWidth="5xl">
      <NoticeAlert
        status="info"
        title={<FormattedMessage id="cashFlow.rules.howTitle" />}
        description={<FormattedMessage id="cashFlow.rules.howBody" />}
        testId="cash-flow-rules-how"
      />
      {canManage ? (
        <Flex gap="3" wrap="wrap" justifyContent="flex-end">
          <ActionButtonList
            buttons={[
              {
                label: 'cashFlow.rules.apply',
                testId: 'cash-flow-rules-apply',
                look: 'plain',
                loading: applying,
                disabled: rules.length === 0,
                onClick: () => void apply(),
              },
              {
                label: 'cashFlow.rules.add',
                testId: 'create-cash-flow-rule',
                look: 'main',
                icon: 'plus',
                onClick: () => setEditing('new'),
              },
            ]}
          />
        </Flex>
      ) : null}
      <RuleList
        messages="cashFlow.rules"
        empty={{ testId: 'cash-flow-rules-empty', icon: 'flow' }}
        rules={rules}
        canManage={canManage}
        reorder={(ruleIds) =>
          commitReorder({ variables: { input: { ruleIds } } }).then(
            (response) => response.cashFlowRulesReorder,
          )
        }
        onChanged={onChanged}
        onEdit={setEditing}
        onDelete={setDeleting}
      >
        {(rule, actions) => <CashFlowRuleCard key={rule.id} rule={rule} {...actions} />}
      </RuleList>
      <CashFlowRuleEditor
        editing={editing}
        counterpartyChoices={data.counterpartyChoices ?? null}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
      <CashFlowRuleDeleteDialog
        rule={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onChanged}
      />
    </Stack>
  );
}

/**
 * The reorder mutation the list commits, and applying the rules to the lines
 * already there, saying how it went and reading the screen again afterwards.
 */
function useReorderAndApply(onChanged: () => Promise<unknown>) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();

  const [commitReorder] = useCommit<CashFlowRulesPanelReorderMutation>(graphql`
    mutation CashFlowRulesPanelReorderMutation($input: CashFlowRulesReorderInput!) {
      cashFlowRulesReorder(input: $input) {
        rules {
          id
          priority
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitApply, applying] = useCommit<CashFlowRulesPanelApplyMutation>(graphql`
    mutation CashFlowRulesPanelApplyMutation {
      cashFlowRulesApply {
        result {
          considered
          changed
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const apply = async () => {
    try {
      const { cashFlowRulesApply: payload } = await commitApply({ variables: {} });
      const refusal = payload.userErrors[0];
      if (refusal || !payload.result) toastError(errorMessage(refusal?.code, refusal?.message));
      else
        toastSuccess(
          intl.formatMessage(
            { id: 'cashFlow.rules.applied' },
            { changed: payload.result.changed, considered: payload.result.considered },
          ),
        );
      await onChanged();
    } catch (error) {
      const message = mutationFailure(error);
      if (message) toastError(message);
    }
  };

  return { commitReorder, apply, applying };
}
