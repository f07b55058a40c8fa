import { Badge, Box, chakra, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';

type Organization = { readonly id: string; readonly name: string; readonly username: string };

type OrganizationOptionProps = {
  organization: Organization;
  /** The session's organisation: marked, not a button. */
  current: boolean;
  /** The switch to this one is under way. */
  switching: boolean;
  /** A switch to any is under way: the others wait. */
  disabled: boolean;
  /** The first of the list has no line above it. */
  first: boolean;
  onChoose: (organizationId: string) => void;
};

/** One organisation of the list: the current one marked, any other a button that switches to it. */
export function OrganizationOption({
  organization,
  current,
  switching,
  disabled,
  first,
  onChoose,
}: OrganizationOptionProps) {
  const content = (
    <OptionContent organization={organization} current={current} switching={switching} />
  );
  return (
    <Box as="li" borderTopWidth={first ? '0' : '1px'} borderColor="border">
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
          disabled={disabled}
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
          onClick={() => onChoose(organization.id)}
        >
          {content}
        </chakra.button>
      )}
    </Box>
  );
}

/** The organisation's icon, name and username, then Current, a spinner while switching to it, or Switch. */
function OptionContent({
  organization,
  current,
  switching,
}: Pick<OrganizationOptionProps, 'organization' | 'current' | 'switching'>) {
  return (
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
}
