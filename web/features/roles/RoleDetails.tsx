import { Alert, Badge, Box, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { builtInRoleDescription } from './builtInRoleDescription';
import { permissionActionLabel, permissionAreaLabel } from './permissionLabels';
import type { PermissionAreaOption } from './RolePermissionsField';
import { roleLabel } from '../../domain/role/roleLabel';

type RoleDetailsProps = {
  role: {
    readonly name: string;
    readonly description: string | null | undefined;
    readonly permissions: readonly string[];
    readonly builtIn: boolean;
  };
  catalogue: readonly PermissionAreaOption[];
};

/**
 * A role shown read-only: a built-in role, or any role for a member who may
 * not manage roles. Says why it cannot be changed, then its name, description
 * and the permissions it grants, grouped by area.
 */
export function RoleDetails({ role, catalogue }: RoleDetailsProps) {
  const intl = useIntl();
  const held = new Set(role.permissions);
  const total = catalogue.reduce((sum, area) => sum + area.permissions.length, 0);
  const areas = catalogue
    .map((area) => ({
      area: area.area,
      permissions: area.permissions.filter((permission) => held.has(permission)),
    }))
    .filter((area) => area.permissions.length > 0);
  const translated = builtInRoleDescription(role);
  const label = (descriptor: { id: string }, fallback: string) =>
    Object.hasOwn(intl.messages, descriptor.id) ? intl.formatMessage(descriptor) : fallback;

  return (
    <Stack gap="5" data-testid="role-details">
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">
          <FormattedMessage
            id={role.builtIn ? 'roles.editor.builtInNotice' : 'roles.editor.readOnlyNotice'}
          />
        </Alert.Title>
      </Alert.Root>
      <Stack gap="1">
        <FieldLabel id="roles.editor.name" />
        <Flex gap="2" alignItems="center" wrap="wrap">
          <Heading as="h3" size="md" data-testid="role-details-name">
            {roleLabel(role, intl)}
          </Heading>
          {role.builtIn ? (
            <Badge variant="subtle" colorPalette="gray">
              <FormattedMessage id="roles.builtIn" />
            </Badge>
          ) : null}
        </Flex>
      </Stack>
      <Stack gap="1">
        <FieldLabel id="roles.editor.description" />
        {translated || role.description ? (
          <Text whiteSpace="pre-wrap">
            {translated ? <FormattedMessage id={translated.id} /> : role.description}
          </Text>
        ) : (
          <Text color="fg.subtle">
            <FormattedMessage id="roles.editor.noDescription" />
          </Text>
        )}
      </Stack>
      <Stack gap="2">
        <Flex justifyContent="space-between" alignItems="baseline" gap="3">
          <FieldLabel id="roles.editor.permissions" />
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="roles.editor.granted" values={{ count: held.size, total }} />
          </Text>
        </Flex>
        <Box borderWidth="1px" borderColor="border" rounded="l2" overflow="hidden">
          {areas.map((area, index) => (
            <Flex
              key={area.area}
              gap="3"
              paddingX="3"
              paddingY="2.5"
              direction={{ base: 'column', sm: 'row' }}
              alignItems={{ sm: 'center' }}
              borderTopWidth={index === 0 ? '0' : '1px'}
              borderColor="border.muted"
            >
              <Text fontSize="sm" fontWeight="semibold" minWidth="44">
                {label(permissionAreaLabel(area.area), area.area)}
              </Text>
              <Wrap gap="1.5">
                {area.permissions.map((permission) => (
                  <Badge key={permission} variant="subtle" colorPalette="brand">
                    {label(permissionActionLabel(permission), permission)}
                  </Badge>
                ))}
              </Wrap>
            </Flex>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}

/** The small capitals over one part of the role: its name, description or permissions. */
function FieldLabel({ id }: { id: string }) {
  return (
    <Text
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wide"
    >
      <FormattedMessage id={id} />
    </Text>
  );
}
