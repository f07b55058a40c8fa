import { Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ReconciliationRulesPageQuery } from '../../__generated__/ReconciliationRulesPageQuery.graphql';
import type { ReconciliationRulesPageReorderMutation } from '../../__generated__/ReconciliationRulesPageReorderMutation.graphql';
import { RuleList } from '../../domain/rules/RuleList';
import { useCommit } from '../../relay/useCommit';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ReconciliationRuleCard } from './ReconciliationRuleCard';
import { ReconciliationRuleDeleteDialog } from './ReconciliationRuleDeleteDialog';
import { ReconciliationRuleEditor, type EditedRule } from './ReconciliationRuleEditor';
import { ReconciliationRulesHeader } from './ReconciliationRulesHeader';
import { ReconciliationRulesNotices } from './ReconciliationRulesNotices';

export const reconciliationRulesPageQuery = graphql`
  query ReconciliationRulesPageQuery {
    viewer {
      permissions
    }
    reconciliationRules {
      usesDefault
      rules {
        id
        ...ruleValues_rule @relay(mask: false)
        ...ReconciliationRuleCard_rule
      }
    }
  }
`;

/**
 * `/reconciliation/rules`: the organisation's matching rules in the order
 * they are tried, moved up and down, added, edited and deleted, each change
 * previewed on the last 90 days before it is saved. Without rules, runs use
 * the default rule, and the page says so.
 */
export function ReconciliationRulesPage() {
  const data = useRouteQuery<ReconciliationRulesPageQuery>(reconciliationRulesPageQuery);
  const environment = useRelayEnvironment();
  const permissions = data.viewer?.permissions ?? [];
  const canManage = permissions.includes('reconciliation:reconcile');
  const canAutoConfirm = permissions.includes('reconciliation:auto-reconcile');
  const rules = data.reconciliationRules.rules;
  const [editing, setEditing] = useState<EditedRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  const reload = useCallback(
    () =>
      fetchQuery<ReconciliationRulesPageQuery>(
        environment,
        reconciliationRulesPageQuery,
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise(),
    [environment],
  );

  const [commitReorder] = useCommit<ReconciliationRulesPageReorderMutation>(graphql`
    mutation ReconciliationRulesPageReorderMutation($input: ReconciliationRulesReorderInput!) {
      reconciliationRulesReorder(input: $input) {
        ruleSet {
          rules {
            id
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return (
    <>
      <ReconciliationRulesHeader onAdd={canManage ? () => setEditing('new') : null} />
      <Stack gap="4" maxWidth="5xl">
        <ReconciliationRulesNotices
          usesDefault={data.reconciliationRules.usesDefault}
          needsAutoPermission={
            canManage && !canAutoConfirm && rules.some((rule) => rule.enabled && rule.autoConfirmAt)
          }
        />
        <RuleList
          messages="reconciliation.rulesPage"
          empty={{ testId: 'reconciliation-rules-empty', icon: 'reconcile' }}
          rules={rules}
          canManage={canManage}
          reorder={(ruleIds) =>
            commitReorder({ variables: { input: { ruleIds } } }).then(
              (response) => response.reconciliationRulesReorder,
            )
          }
          onChanged={reload}
          onEdit={setEditing}
          onDelete={setDeleting}
        >
          {(rule, actions) => <ReconciliationRuleCard key={rule.id} rule={rule} {...actions} />}
        </RuleList>
      </Stack>
      <ReconciliationRuleEditor
        editing={editing}
        rules={rules}
        canAutoConfirm={canAutoConfirm}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <ReconciliationRuleDeleteDialog
        rule={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={reload}
      />
    </>
  );
}
