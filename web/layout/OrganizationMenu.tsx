import { Box, Button, HStack, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { OrganizationMenu_viewer$key } from '../__generated__/OrganizationMenu_viewer.graphql';
import { MenuIcon } from '../ui/MenuIcon';
import { toaster } from '../ui/toaster';
import { useOrganizationSwitch } from '../features/organizations/useOrganizationSwitch';

/**
 * The current organisation's name in the header. When the user belongs to more
 * than one, it opens a menu to switch (the same switch as `/o`, which it also
 * links to).
 */
export function OrganizationMenu({ viewer }: { viewer: OrganizationMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationMenu_viewer on Viewer {
        organization {
          id
          name
        }
        organizations {
          id
          name
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const { switchTo, switchingTo } = useOrganizationSwitch();

  const label = (
    <Stack gap="0" minWidth="0" textAlign="start">
      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
        <FormattedMessage id="header.organization" />
      </Text>
      <Text data-testid="organization-name" fontWeight="semibold" truncate>
        {data.organization.name}
      </Text>
    </Stack>
  );

  if (data.organizations.length <= 1) return label;

  const choose = (organizationId: string) => {
    if (organizationId === data.organization.id || switchingTo) return;
    void switchTo(organizationId).then((error) => {
      if (error) toaster.create({ type: 'error', title: error, closable: true });
    });
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          height="auto"
          paddingY="1"
          paddingX="2"
          marginX="-2"
          minWidth="0"
          maxWidth="72"
          disabled={switchingTo !== null}
          data-testid="organization-menu"
          aria-label={intl.formatMessage(
            { id: 'organizations.menuLabel' },
            { name: data.organization.name },
          )}
        >
          <HStack gap="2" minWidth="0">
            {label}
            {switchingTo ? (
              <Spinner size="xs" color="fg.muted" flexShrink="0" />
            ) : (
              <MenuIcon name="chevronDown" color="fg.muted" flexShrink="0" />
            )}
          </HStack>
        </Button>
      </Menu.Trigger>
      <OrganizationChoices
        organizations={data.organizations}
        currentId={data.organization.id}
        onChoose={choose}
      />
    </Menu.Root>
  );
}

/** The menu's organisations to switch to (the current one checked), and the link to all of them. */
function OrganizationChoices({
  organizations,
  currentId,
  onChoose,
}: {
  organizations: readonly { readonly id: string; readonly name: string }[];
  currentId: string;
  onChoose: (organizationId: string) => void;
}) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minWidth="64" data-testid="organization-menu-content">
          <Menu.RadioItemGroup
            value={currentId}
            onValueChange={(details) => onChoose(details.value)}
          >
            <Menu.ItemGroupLabel>
              <FormattedMessage id="organizations.menuHeading" />
            </Menu.ItemGroupLabel>
            {organizations.map((organization) => (
              <Menu.RadioItem
                key={organization.id}
                value={organization.id}
                data-testid="organization-menu-item"
              >
                <Box flex="1" truncate>
                  {organization.name}
                </Box>
                <Menu.ItemIndicator>
                  <MenuIcon name="check" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
          <Menu.Separator />
          <Menu.Item value="all-organizations" asChild>
            <RouterLink to="/o">
              <MenuIcon name="building" />
              <FormattedMessage id="organizations.all" />
            </RouterLink>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
