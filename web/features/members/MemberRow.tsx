import { Avatar, Badge, Button, HStack, Menu, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MemberRow_member$key } from '../../__generated__/MemberRow_member.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { memberActions, type MemberAction } from './memberActions';
import { MEMBER_STATUS } from './memberStatus';
import { roleLabel } from '../../domain/role/roleLabel';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';

/** What the action dialogs need to know of the person they act on. */
export type MemberTarget = {
  id: string;
  /** The name to show: the member's name, or the email for an invitation. */
  name: string;
  email: string;
  roleId: string | null;
};

/** The row menu's entries; the destructive ones show in red, after a separator. */
const ACTION_LABEL: Record<MemberAction, { label: { id: string }; destructive: boolean }> = {
  setRole: { label: { id: 'members.action.setRole' }, destructive: false },
  activate: { label: { id: 'members.action.activate' }, destructive: false },
  reactivate: { label: { id: 'members.action.reactivate' }, destructive: false },
  resend: { label: { id: 'members.action.resend' }, destructive: false },
  deactivate: { label: { id: 'members.action.deactivate' }, destructive: true },
  remove: { label: { id: 'members.action.remove' }, destructive: true },
  cancel: { label: { id: 'members.action.cancel' }, destructive: true },
};

type MemberRowProps = {
  member: MemberRow_member$key;
  timeZone: string;
  /** Whether the viewer may change access and invitations (`members:manage`). */
  canManage: boolean;
  /** Whether a role can be picked (`roles:read`); without it Set role is not offered. */
  canPickRoles: boolean;
  onAction: (action: MemberAction, member: MemberTarget) => void;
};

/** The menu of what the viewer may do to a member (`name` in its label), the destructive moves set apart by a line. */
function MemberActionsMenu({
  actions,
  name,
  onSelect,
}: {
  actions: readonly MemberAction[];
  name: string;
  onSelect: (action: MemberAction) => void;
}) {
  const intl = useIntl();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="xs"
          data-testid="member-actions"
          aria-label={intl.formatMessage({ id: 'members.actionsFor' }, { name })}
        >
          <FormattedMessage id="members.actions" />
          <MenuIcon name="chevronDown" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48" data-testid="member-actions-menu">
            {actions.map((action, index) => {
              const { label, destructive } = ACTION_LABEL[action];
              const previous = actions[index - 1];
              const separated =
                destructive && previous !== undefined && !ACTION_LABEL[previous].destructive;
              return (
                <Fragment key={action}>
                  {separated ? <Menu.Separator /> : null}
                  <Menu.Item
                    value={action}
                    color={destructive ? 'fg.error' : undefined}
                    _highlighted={destructive ? { bg: 'bg.error', color: 'fg.error' } : undefined}
                    data-testid={`member-action-${action}`}
                    onSelect={() => onSelect(action)}
                  >
                    <FormattedMessage id={label.id} />
                  </Menu.Item>
                </Fragment>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * One person of the team: name (the email for an invitation) with the email
 * under it, role, status, when they joined or were invited, and a menu of what
 * the viewer may do to them. The owner and the viewer's own row are marked and
 * offer nothing.
 */
export function MemberRow({ member, timeZone, canManage, canPickRoles, onAction }: MemberRowProps) {
  const data = useFragment(
    graphql`
      fragment MemberRow_member on Member {
        id
        email
        fullName
        preferredName
        status
        isOwner
        isViewer
        since
        expiresAt
        role {
          id
          name
          builtIn
        }
      }
    `,
    member,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const isInvitation = data.status === 'INVITED' || data.status === 'EXPIRED';
  const name = data.fullName || data.preferredName || data.email;
  const actions = memberActions(data, { canManage, canPickRoles });
  const target: MemberTarget = {
    id: data.id,
    name,
    email: data.email,
    roleId: data.role?.id ?? null,
  };

  return (
    <Table.Row data-testid="member-row" data-status={data.status}>
      <Table.Cell minWidth="64">
        <HStack gap="3">
          <Avatar.Root size="sm" colorPalette={isInvitation ? 'gray' : 'brand'} flexShrink="0">
            <Avatar.Fallback name={isInvitation ? undefined : name} />
          </Avatar.Root>
          <Stack gap="0" minWidth="0">
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="medium" wordBreak="break-all" data-testid="member-name">
                {name}
              </Text>
              {data.isOwner ? (
                <Badge variant="subtle" colorPalette="purple" data-testid="member-owner">
                  <FormattedMessage id="members.owner" />
                </Badge>
              ) : null}
              {data.isViewer ? (
                <Badge variant="outline" colorPalette="gray" data-testid="member-you">
                  <FormattedMessage id="members.you" />
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all" data-testid="member-email">
              {isInvitation ? <FormattedMessage id="members.notJoined" /> : data.email}
            </Text>
          </Stack>
        </HStack>
      </Table.Cell>
      <Table.Cell data-testid="member-role">
        {data.role ? (
          roleLabel(data.role, intl)
        ) : (
          <Text as="span" color="fg.subtle">
            —
          </Text>
        )}
      </Table.Cell>
      <StatusBadgeCell status={data.status} tones={MEMBER_STATUS} testId="member-status" />
      <Table.Cell whiteSpace="nowrap">
        <Text fontVariantNumeric="tabular-nums">{formatDate(data.since, language, timeZone)}</Text>
        {isInvitation && data.expiresAt ? (
          <Text fontSize="xs" color={data.status === 'EXPIRED' ? 'fg.error' : 'fg.muted'}>
            <FormattedMessage
              id={data.status === 'EXPIRED' ? 'members.linkExpired' : 'members.linkValidUntil'}
              values={{ date: formatDate(data.expiresAt, language, timeZone) }}
            />
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {actions.length > 0 ? (
          <MemberActionsMenu
            actions={actions}
            name={name}
            onSelect={(action) => onAction(action, target)}
          />
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
