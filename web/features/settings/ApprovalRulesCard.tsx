import { Card, Flex, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { ApprovalRulesCard_query$key } from '../../__generated__/ApprovalRulesCard_query.graphql';
import type { ApprovalRulesCardDeleteMutation } from '../../__generated__/ApprovalRulesCardDeleteMutation.graphql';
import type { ApprovalRulesCardReorderMutation } from '../../__generated__/ApprovalRulesCardReorderMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { AddButton } from '../../ui/AddButton';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { useDialogError } from '../../ui/useDialogError';
import { ApprovalRuleDialog } from './ApprovalRuleDialog';
import { MAX_APPROVAL_RULES } from './approvalRuleFormSchema';
import { ApprovalRuleRow } from './ApprovalRuleRow';

type ApprovalRulesCardProps = {
  query: ApprovalRulesCard_query$key;
  /** Whether the viewer may change the rules (`settings:manage`); read-only otherwise. */
  canManage: boolean;
};

/**
 * Which dialog is open, and on which rule (null: adding one). The rule is
 * kept while the dialog closes, so its title and buttons stay put until it
 * is gone.
 */
type Dialogs = { open: 'edit' | 'delete' | null; ruleId: string | null; name: string };

/**
 * The organisation's approval rules, in the order they
 * are tried: an order follows the first it meets (its kind, from an amount,
 * by its methods) and needs that rule's distinct approvals from its roles;
 * one that meets none needs one approval from any approver, shown last.
 * Members with `settings:manage` add and edit rules in a dialog, move them
 * up and down, and delete them after confirming; others read them. Needs
 * `settings:read` to be shown at all.
 */
export function ApprovalRulesCard({ query, canManage }: ApprovalRulesCardProps) {
  const data = useFragment(
    graphql`
      fragment ApprovalRulesCard_query on Query {
        approvalRules @include(if: $withRules) {
          id
          name
          ...ApprovalRuleRow_rule
          ...ApprovalRuleDialog_rule
        }
        roles @include(if: $withRoles) {
          name
          builtIn
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const [dialogs, setDialogs] = useState<Dialogs>({ open: null, ruleId: null, name: '' });
  const close = () => setDialogs((now) => ({ ...now, open: null }));
  const { error, clear, outcome } = useDialogError();
  const [commitDelete] = useCommit<ApprovalRulesCardDeleteMutation>(graphql`
    mutation ApprovalRulesCardDeleteMutation($input: ApprovalRuleDeleteInput!) {
      approvalRuleDelete(input: $input) {
        deletedRuleId
        rules {
          id
          name
          ...ApprovalRuleRow_rule
          ...ApprovalRuleDialog_rule
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitReorder, reordering] = useCommit<ApprovalRulesCardReorderMutation>(graphql`
    mutation ApprovalRulesCardReorderMutation($input: ApprovalRulesReorderInput!) {
      approvalRulesReorder(input: $input) {
        rules {
          id
          name
          ...ApprovalRuleRow_rule
          ...ApprovalRuleDialog_rule
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const rules = data.approvalRules;
  if (!rules) return null;

  /** Puts the list the server answers in the store's place of the rules. */
  const replaceRules = (field: 'approvalRuleDelete' | 'approvalRulesReorder') => ({
    updater: (store: RecordSourceSelectorProxy) => {
      const now = store.getRootField(field)?.getLinkedRecords('rules');
      if (now) store.getRoot().setLinkedRecords(now, 'approvalRules');
    },
  });

  const move = async (index: number, by: -1 | 1) => {
    const ids = rules.map((rule) => rule.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    clear();
    await outcome(
      commitReorder({
        variables: { input: { ruleIds: ids } },
        ...replaceRules('approvalRulesReorder'),
      }).then((response) => response.approvalRulesReorder),
      (payload) => payload.rules != null,
    );
  };

  const chosen = rules.find((rule) => rule.id === dialogs.ruleId) ?? null;
  const removing = dialogs.ruleId;

  return (
    <Card.Root variant="outline" bg="bg" data-testid="approval-rules">
      <Card.Header>
        <Flex
          gap="3"
          justifyContent="space-between"
          alignItems={{ base: 'stretch', md: 'flex-start' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <Stack gap="1">
            <Heading as="h2" size="md">
              <FormattedMessage id="controls.approvalRules.title" />
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="controls.approvalRules.hint" />
            </Text>
            {canManage ? null : (
              <Text
                color="fg.muted"
                fontSize="sm"
                fontStyle="italic"
                data-testid="approval-rules-no-permission"
              >
                <FormattedMessage id="controls.noPermission" />
              </Text>
            )}
          </Stack>
          {canManage ? (
            <HStack flexShrink={0}>
              <AddButton
                label={<FormattedMessage id="controls.approvalRules.add" />}
                onClick={() => setDialogs({ open: 'edit', ruleId: null, name: '' })}
                disabled={rules.length >= MAX_APPROVAL_RULES}
                testId="approval-rule-add"
              />
            </HStack>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="0" separator={<Separator />}>
          <FormErrorAlert message={error} testId="approval-rules-error" />
          {rules.map((rule, index) => (
            <ApprovalRuleRow
              key={rule.id}
              rule={rule}
              position={index + 1}
              actions={
                canManage
                  ? {
                      onEdit: () => setDialogs({ open: 'edit', ruleId: rule.id, name: rule.name }),
                      onDelete: () =>
                        setDialogs({ open: 'delete', ruleId: rule.id, name: rule.name }),
                      onMoveUp: index > 0 ? () => void move(index, -1) : null,
                      onMoveDown: index < rules.length - 1 ? () => void move(index, 1) : null,
                      busy: reordering,
                    }
                  : null
              }
            />
          ))}
          <Stack
            gap="0.5"
            paddingY="3"
            paddingStart={rules.length === 0 ? '0' : '10'}
            data-testid="approval-rule-default"
          >
            <Text fontWeight="medium">
              <FormattedMessage
                id={
                  rules.length === 0
                    ? 'controls.approvalRules.defaultOnly'
                    : 'controls.approvalRules.defaultTitle'
                }
              />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="controls.approvalRules.defaultBody" />
            </Text>
          </Stack>
        </Stack>
      </Card.Body>
      {canManage ? (
        <>
          <ApprovalRuleDialog
            open={dialogs.open === 'edit'}
            rule={chosen}
            roles={data.roles ?? null}
            onClose={close}
          />
          <DeleteDialog
            open={dialogs.open === 'delete'}
            onClose={close}
            commit={
              removing
                ? () =>
                    commitDelete({
                      variables: { input: { ruleId: removing } },
                      ...replaceRules('approvalRuleDelete'),
                    }).then((response) => response.approvalRuleDelete)
                : null
            }
            done={(payload) => Boolean(payload.deletedRuleId)}
            doneMessage={intl.formatMessage(
              { id: 'controls.approvalRules.deleted' },
              { name: dialogs.name },
            )}
            testId="approval-rule-remove"
            title={
              <FormattedMessage
                id="controls.approvalRules.deleteTitle"
                values={{ name: dialogs.name }}
              />
            }
            body={<FormattedMessage id="controls.approvalRules.deleteBody" />}
            confirmLabel={<FormattedMessage id="controls.approvalRules.delete" />}
          />
        </>
      ) : null}
    </Card.Root>
  );
}
