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
  const [dialogs, setDialogs] = useState<Dialogs>({ open: null, ruleId: null, name: '' });
  const close = () => setDialogs((now) => ({ ...now, open: null }));
  const { error, clear, outcome } = useDialogError();
  const { reorder, reordering } = useApprovalRuleMutations();

  const rules = data.approvalRules;
  if (!rules) return null;

  const move = async (index: number, by: -1 | 1) => {
    const ids = rules.map((rule) => rule.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    clear();
    await outcome(reorder(ids), (payload) => payload.rules != null);
  };

  const chosen = rules.find((rule) => rule.id === dialogs.ruleId) ?? null;

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
          <DefaultApprovalRule alone={rules.length === 0} />
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
          <ApprovalRuleDeleteDialog
            open={dialogs.open === 'delete'}
            ruleId={dialogs.ruleId}
            name={dialogs.name}
            onClose={close}
          />
        </>
      ) : null}
    </Card.Root>
  );
}

/** The rule an order meeting no other follows (one approval from any approver), last in the list. */
function DefaultApprovalRule({ alone }: { alone: boolean }) {
  return (
    <Stack
      gap="0.5"
      paddingY="3"
      paddingStart={alone ? '0' : '10'}
      data-testid="approval-rule-default"
    >
      <Text fontWeight="medium">
        <FormattedMessage
          id={alone ? 'controls.approvalRules.defaultOnly' : 'controls.approvalRules.defaultTitle'}
        />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="controls.approvalRules.defaultBody" />
      </Text>
    </Stack>
  );
}

/** Asks before deleting a rule; the list drops it once the server has. */
function ApprovalRuleDeleteDialog({
  open,
  ruleId,
  name,
  onClose,
}: {
  open: boolean;
  ruleId: string | null;
  name: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { remove } = useApprovalRuleMutations();
  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      commit={ruleId ? () => remove(ruleId) : null}
      done={(payload) => Boolean(payload.deletedRuleId)}
      doneMessage={intl.formatMessage({ id: 'controls.approvalRules.deleted' }, { name })}
      testId="approval-rule-remove"
      title={<FormattedMessage id="controls.approvalRules.deleteTitle" values={{ name }} />}
      body={<FormattedMessage id="controls.approvalRules.deleteBody" />}
      confirmLabel={<FormattedMessage id="controls.approvalRules.delete" />}
    />
  );
}
