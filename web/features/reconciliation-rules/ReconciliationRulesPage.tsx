import { Button, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ReconciliationRulesPageQuery } from '../../__generated__/ReconciliationRulesPageQuery.graphql';
import type { ReconciliationRulesPageReorderMutation } from '../../__generated__/ReconciliationRulesPageReorderMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { MenuIcon } from '../../ui/MenuIcon';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { PageHeader } from '../../ui/PageHeader';
import { toastError, toastSuccess } from '../../ui/toaster';
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
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const permissions = data.viewer?.permissions ?? [];
  const canManage = permissions.includes('reconciliation:reconcile');
  const canAutoConfirm = permissions.includes('reconciliation:auto-reconcile');
  const rules = data.reconciliationRules.rules;
  const [editing, setEditing] = useState<EditedRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [moving, setMoving] = useState(false);

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

  /** Swaps a rule with its neighbour and saves the whole order; a refusal (the list changed meanwhile) is shown and the list read again. */
  const move = async (index: number, by: -1 | 1) => {
    const ids = rules.map((rule) => rule.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    setMoving(true);
    try {
      const { reconciliationRulesReorder: payload } = await commitReorder({
        variables: { input: { ruleIds: ids } },
      });
      const refusal = payload.userErrors[0];
      if (refusal) toastError(errorMessage(refusal.code, refusal.message));
      else toastSuccess(intl.formatMessage({ id: 'reconciliation.rulesPage.reordered' }));
      await reload();
    } catch (error) {
      const message = mutationFailure(error);
      if (message) toastError(message);
    } finally {
      setMoving(false);
    }
  };

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
        {rules.length === 0 ? (
          <ListEmptyState
            testId="reconciliation-rules-empty"
            icon="reconcile"
            title={<FormattedMessage id="reconciliation.rulesPage.emptyTitle" />}
            body={<FormattedMessage id="reconciliation.rulesPage.emptyBody" />}
          />
        ) : (
          rules.map((rule, index) => (
            <ReconciliationRuleCard
              key={rule.id}
              rule={rule}
              canManage={canManage}
              isFirst={index === 0}
              isLast={index === rules.length - 1}
              busy={moving}
              onMoveUp={() => void move(index, -1)}
              onMoveDown={() => void move(index, 1)}
              onEdit={() => setEditing(rule)}
              onDelete={() => setDeleting({ id: rule.id, name: rule.name })}
            />
          ))
        )}
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
