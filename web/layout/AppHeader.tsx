import { Avatar, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { AppHeader_viewer$key } from '../__generated__/AppHeader_viewer.graphql';
import { MenuIcon } from '../ui/MenuIcon';
import { OrganizationMenu } from './OrganizationMenu';
import { ViewerLanguageSwitch } from './ViewerLanguageSwitch';
import { roleLabel } from '../domain/role/roleLabel';

type AppHeaderProps = {
  viewer: AppHeader_viewer$key;
  /** Shown on narrow screens, where the menu lives in a drawer. */
  onOpenMenu?: () => void;
};

/** The top bar: organisation, language, the signed-in user and sign out. */
export function AppHeader({ viewer, onOpenMenu }: AppHeaderProps) {
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        user {
          email
          fullName
          preferredName
        }
        ...OrganizationMenu_viewer
        ...ViewerLanguageSwitch_viewer
        role {
          name
          builtIn
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const displayName = data.user.preferredName || data.user.fullName;

  return (
    <Flex
      as="header"
      height="16"
      paddingX={{ base: '4', md: '6' }}
      alignItems="center"
      justifyContent="space-between"
      gap="4"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <HStack gap="3" minWidth="0">
        {onOpenMenu ? (
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({ id: 'header.openMenu' })}
            onClick={onOpenMenu}
          >
            <MenuIcon name="menu" boxSize="5" />
          </IconButton>
        ) : null}
        <Box color="brand.fg" bg="brand.subtle" rounded="md" padding="1.5" flexShrink="0">
          <MenuIcon name="building" />
        </Box>
        <OrganizationMenu viewer={data} />
      </HStack>
      <HStack gap={{ base: '2', md: '4' }} flexShrink="0">
        <ViewerLanguageSwitch viewer={data} />
        <HStack gap="2.5" display={{ base: 'none', md: 'flex' }}>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={displayName} />
          </Avatar.Root>
          <Stack gap="0" maxWidth="52">
            <Text data-testid="user-name" fontSize="sm" fontWeight="medium" truncate>
              {displayName}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {data.user.email} · {roleLabel(data.role, intl)}
            </Text>
          </Stack>
        </HStack>
        <Button
          data-testid="sign-out"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigate('/logout?session=clear');
          }}
        >
          <MenuIcon name="logout" />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            <FormattedMessage id="header.signOut" />
          </Box>
        </Button>
      </HStack>
    </Flex>
  );
}
