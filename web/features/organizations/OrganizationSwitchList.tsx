import { Badge, Box, Card, chakra, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationSwitchList_viewer$key } from '../../__generated__/OrganizationSwitchList_viewer.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { useOrganizationSwitch } from './useOrganizationSwitch';
import { FormErrorAlert } from '../../ui/FormErrorAlert';

/**
 * Every organisation the user is an active member of. The current one is
 * marked; choosing another switches the session to it and reloads the app.
 */
export function OrganizationSwitchList({ viewer }: { viewer: OrganizationSwitchList_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationSwitchList_viewer on Viewer {
        organization {
          id
        }
        organizations {
          id
          name
          username
        }
      }
    `,
    viewer,
  );
  const { switchTo, switchingTo } = useOrganizationSwitch();
  const [error, setError] = useState<string | null>(null);
  const currentId = data.organization.id;

  const choose = (organizationId: string) => {
    setError(null);
    void switchTo(organizationId).then(setError);
  };

  return (
    <Stack gap="4" maxWidth="2xl">
      <FormErrorAlert message={error} testId="organization-switch-error" />
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Stack as="ul" gap="0" listStyleType="none" margin="0" padding="0">
          {data.organizations.map((organization, index) => {
            const current = organization.id === currentId;
            const switching = switchingTo === organization.id;
            const content = (
              <>
                <HStack gap="3" minWidth="0">
                  <Box
                    color={current ? 'brand.fg' : 'fg.muted'}
                    bg={current ? 'brand.subtle' : 'bg.muted'}
                    rounded="md"
                    padding="2"
                    flexShrink="0"
                  >
                    <MenuIcon name="building" boxSize="5" />
                  </Box>
                  <Stack gap="0" minWidth="0" textAlign="start">
                    <Text fontWeight="semibold" truncate>
                      {organization.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      @{organization.username}
                    </Text>
                  </Stack>
                </HStack>
                {current ? (
                  <Badge colorPalette="green" variant="subtle" flexShrink="0">
                    <MenuIcon name="check" boxSize="3" />
                    <FormattedMessage id="organizations.current" />
                  </Badge>
                ) : switching ? (
                  <Spinner size="sm" color="brand.fg" flexShrink="0" />
                ) : (
                  <Text as="span" fontSize="sm" fontWeight="medium" color="brand.fg" flexShrink="0">
                    <FormattedMessage id="organizations.switch" />
                  </Text>
                )}
              </>
            );
            return (
              <Box
                as="li"
                key={organization.id}
                borderTopWidth={index === 0 ? '0' : '1px'}
                borderColor="border"
              >
                {current ? (
                  <Flex
                    data-testid="organization-option"
                    data-current="true"
                    aria-current="true"
                    alignItems="center"
                    justifyContent="space-between"
                    gap="4"
                    paddingX="5"
                    paddingY="4"
                    bg="brand.subtle/40"
                  >
                    {content}
                  </Flex>
                ) : (
                  <chakra.button
                    type="button"
                    disabled={switchingTo !== null}
                    data-testid="organization-option"
                    data-current="false"
                    display="flex"
                    width="full"
                    alignItems="center"
                    justifyContent="space-between"
                    gap="4"
                    paddingX="5"
                    paddingY="4"
                    cursor="pointer"
                    _hover={{ bg: 'bg.muted' }}
                    _focusVisible={{
                      outline: '2px solid',
                      outlineColor: 'brand.solid',
                      outlineOffset: '-2px',
                    }}
                    _disabled={{ cursor: 'progress', opacity: 0.7 }}
                    onClick={() => choose(organization.id)}
                  >
                    {content}
                  </chakra.button>
                )}
              </Box>
            );
          })}
        </Stack>
      </Card.Root>
    </Stack>
  );
}
