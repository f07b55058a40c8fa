import { Card, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ApprovalRulesCard_query$key } from '../../__generated__/ApprovalRulesCard_query.graphql';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { useDialogError } from '../../ui/useDialogError';
import { ApprovalRuleDialog } from './ApprovalRuleDialog';
import { MAX_APPROVAL_RULES } from './approvalRuleFormSchema';
import { ApprovalRuleRow } from './ApprovalRuleRow';
import { ApprovalRulesHeader } from './ApprovalRulesHeader';
import { useApprovalRuleMutations } from './useApprovalRuleMutations';

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

/** What the card and the changes that answer the rules read of each: its id and name, its row's and its dialog's fields (spread unmasked). */
export const approvalRuleFields = graphql`
  fragment ApprovalRulesCard_rule on ApprovalRule {
    id
    name
    ...ApprovalRuleRow_rule
    ...ApprovalRuleDialog_rule
  }
`;

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
          ...ApprovalRulesCard_rule @relay(mask: false)
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
  const { remove, reorder, reordering } = useApprovalRuleMutations();

  const rules = data.approvalRules;
  if (!rules) return null;

  const move = async (index: number, by: -1 | 1) => {
    const ids = rules.map((rule) => rule.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    clear();
    await outcome(reorder(ids), (payload) => payload.rules != null);
  };

  const chosen = rules.find((rule) => rule.id === dialogs.ruleId) ?? null;
  const removing = dialogs.ruleId;

  return (
    <Card.Root variant="outline" bg="bg" data-testid="approval-rules">
      <ApprovalRulesHeader
        onAdd={canManage ? () => setDialogs({ open: 'edit', ruleId: null, name: '' }) : null}
        full={rules.length >= MAX_APPROVAL_RULES}
      />
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
            commit={removing ? () => remove(removing) : null}
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
