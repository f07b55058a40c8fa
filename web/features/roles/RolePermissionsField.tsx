import { Box, Button, Checkbox, Fieldset, Flex, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { permissionActionLabel, permissionAreaLabel } from './permissionLabels';

export type PermissionAreaOption = {
  readonly area: string;
  readonly permissions: readonly string[];
};

type RolePermissionsFieldProps = {
  catalogue: readonly PermissionAreaOption[];
  value: readonly string[];
  error?: string;
  onChange: (permissions: string[]) => void;
};

/**
 * The permissions of a role as checkboxes grouped by area: the area is the
 * group's heading and its "all of this area" checkbox (indeterminate when part
 * of the area is chosen), the actions are the checkboxes under it. The value
 * keeps the catalogue's order.
 */
export function RolePermissionsField({
  catalogue,
  value,
  error,
  onChange,
}: RolePermissionsFieldProps) {
  const intl = useIntl();
  const chosen = new Set(value);
  const all = catalogue.flatMap((area) => area.permissions);
  const label = (descriptor: { id: string }, fallback: string) =>
    Object.hasOwn(intl.messages, descriptor.id) ? intl.formatMessage(descriptor) : fallback;

  /** Applies a change and answers the chosen permissions in catalogue order. */
  const change = (permissions: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange(all.filter((permission) => next.has(permission)));
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} gap="1" data-testid="role-permissions">
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        <FormattedMessage id="roles.editor.permissions" />
      </Fieldset.Legend>
      <Flex width="full" alignItems="center" justifyContent="space-between" gap="3">
        <Text fontSize="xs" color="fg.muted" data-testid="role-permissions-chosen">
          <FormattedMessage
            id="roles.editor.chosen"
            values={{ count: chosen.size, total: all.length }}
          />
        </Text>
        <HStack gap="1">
          <Button
            variant="ghost"
            size="xs"
            onClick={() => change(all, true)}
            disabled={chosen.size === all.length}
          >
            <FormattedMessage id="roles.editor.selectAll" />
          </Button>
          <Button
            variant="ghost"
            size="xs"
            onClick={() => change(all, false)}
            disabled={chosen.size === 0}
          >
            <FormattedMessage id="roles.editor.clearAll" />
          </Button>
        </HStack>
      </Flex>
      {error ? (
        <Fieldset.ErrorText marginTop="0" fontSize="xs">
          {error}
        </Fieldset.ErrorText>
      ) : null}
      <Box
        width="full"
        borderWidth="1px"
        borderColor={error ? 'border.error' : 'border'}
        rounded="l2"
        marginTop="1"
        overflow="hidden"
      >
        {catalogue.map((area, index) => {
          const areaLabel = label(permissionAreaLabel(area.area), area.area);
          const count = area.permissions.filter((permission) => chosen.has(permission)).length;
          const checked =
            count === 0 ? false : count === area.permissions.length ? true : 'indeterminate';
          return (
            <Box
              key={area.area}
              paddingX="3"
              paddingY="2.5"
              borderTopWidth={index === 0 ? '0' : '1px'}
              borderColor="border.muted"
              bg={count > 0 ? 'brand.subtle/40' : undefined}
              data-testid={`permission-area-${area.area}`}
            >
              <Flex alignItems="center" justifyContent="space-between" gap="3">
                <Checkbox.Root
                  size="sm"
                  colorPalette="brand"
                  checked={checked}
                  onCheckedChange={() => change(area.permissions, checked !== true)}
                  data-testid={`permission-area-all-${area.area}`}
                >
                  <Checkbox.HiddenInput
                    aria-label={intl.formatMessage(
                      { id: 'roles.editor.allOfArea' },
                      { area: areaLabel },
                    )}
                  />
                  <Checkbox.Control>
                    <Checkbox.Indicator />
                  </Checkbox.Control>
                  <Checkbox.Label fontWeight="semibold">{areaLabel}</Checkbox.Label>
                </Checkbox.Root>
                <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {count}/{area.permissions.length}
                </Text>
              </Flex>
              <Flex wrap="wrap" columnGap="5" rowGap="1.5" paddingStart="6" marginTop="2">
                {area.permissions.map((permission) => (
                  <Checkbox.Root
                    key={permission}
                    size="sm"
                    colorPalette="brand"
                    checked={chosen.has(permission)}
                    onCheckedChange={(details) => change([permission], details.checked === true)}
                    data-testid={`permission-${permission}`}
                  >
                    <Checkbox.HiddenInput name="permissions" value={permission} />
                    <Checkbox.Control>
                      <Checkbox.Indicator />
                    </Checkbox.Control>
                    <Checkbox.Label fontWeight="normal" color="fg.muted">
                      {label(permissionActionLabel(permission), permission)}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </Box>
          );
        })}
      </Box>
    </Fieldset.Root>
  );
}
