import { Button, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ReconciliationRulesPageQuery } from '../../__generated__/ReconciliationRulesPageQuery.graphql';
import type { ReconciliationRulesPageReorderMutation } from '../../__generated__/ReconciliationRulesPageReorderMutation.graphql';
import { RuleList } from '../../domain/rules/RuleList';
import { useCommit } from '../../relay/useCommit';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { MenuIcon } from '../../ui/MenuIcon';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { PageHeader } from '../../ui/PageHeader';
import { ReconciliationRuleCard } from './ReconciliationRuleCard';
import { ReconciliationRuleDeleteDialog } from './ReconciliationRuleDeleteDialog';
import { ReconciliationRuleEditor, type EditedRule } from './ReconciliationRuleEditor';

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
      <BackLink
        to="/reconciliation"
        label={<FormattedMessage id="reconciliation.rulesPage.back" />}
      />
      <PageHeader
        title={<FormattedMessage id="reconciliation.rulesPage.title" />}
        description={<FormattedMessage id="reconciliation.rulesPage.subtitle" />}
        actions={
          canManage ? (
            <Button
              colorPalette="brand"
              onClick={() => setEditing('new')}
              data-testid="create-reconciliation-rule"
            >
              <MenuIcon name="plus" />
              <FormattedMessage id="reconciliation.rulesPage.add" />
            </Button>
          ) : null
        }
      />
      <Stack gap="4" maxWidth="5xl">
        {data.reconciliationRules.usesDefault ? (
          <NoticeAlert
            status="info"
            title={<FormattedMessage id="reconciliation.rulesPage.defaultTitle" />}
            description={<FormattedMessage id="reconciliation.rulesPage.defaultBody" />}
            testId="rules-use-default"
          />
        ) : null}
        {canManage &&
        !canAutoConfirm &&
        rules.some((rule) => rule.enabled && rule.autoConfirmAt) ? (
          <NoticeAlert
            status="warning"
            title={<FormattedMessage id="reconciliation.rulesPage.autoGuardTitle" />}
            description={<FormattedMessage id="reconciliation.rulesPage.autoGuardBody" />}
            testId="rules-need-auto-permission"
          />
        ) : null}
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
