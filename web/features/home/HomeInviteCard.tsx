import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { IconTile } from '../../ui/IconTile';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { useMemberInviteDialog } from '../../domain/invite/useMemberInviteDialog';
import { useRoleOptions } from '../../domain/role/useRoleOptions';
import { TextLink } from '../../ui/TextLink';

type HomeInviteCardProps = {
  organizationName: string;
  /** `roles:read`: the dialog offers a choice of role; without it the default role, Maker. */
  canReadRoles: boolean;
  /** `members:read`: a link to the team list. */
  canReadMembers: boolean;
};

/** Home's "Invite a user": the team list's invite dialog, one click from the start screen. */
export function HomeInviteCard({
  organizationName,
  canReadRoles,
  canReadMembers,
}: HomeInviteCardProps) {
  const invite = useMemberInviteDialog(useRoleOptions(canReadRoles));

  return (
    <Card.Root variant="outline" bg="bg" data-testid="home-invite-card">
      <Card.Body>
        <Stack gap="4" alignItems="flex-start">
          <IconTile name="customers" />
          <Stack gap="1">
            <Text fontFamily="heading" fontSize="lg" fontWeight="semibold">
              <FormattedMessage id="home.invite.title" />
            </Text>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="home.invite.body" values={{ organization: organizationName }} />
            </Text>
          </Stack>
          <HStack gap="4" flexWrap="wrap">
            <CreateActionButton
              label={<FormattedMessage id="home.invite.action" />}
              size="sm"
              onClick={invite.open}
              testId="home-invite"
            />
            {canReadMembers ? (
              <TextLink to="/management">
                <FormattedMessage id="home.invite.seeTeam" />
              </TextLink>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
      {invite.dialog}
    </Card.Root>
  );
}
