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

/** One area of the catalogue: its "all of this area" checkbox (indeterminate when part of it is chosen), how many of its permissions are chosen, and a checkbox for each. */
function PermissionArea({
  area,
  first,
  chosen,
  label,
  onChange,
}: {
  area: PermissionAreaOption;
  /** The first area has no border above it. */
  first: boolean;
  chosen: ReadonlySet<string>;
  /** A label in the reader's language, or the fallback where the catalogue has none. */
  label: (descriptor: { id: string }, fallback: string) => string;
  /** Turns the given permissions on or off. */
  onChange: (permissions: readonly string[], on: boolean) => void;
}) {
  const intl = useIntl();
  const areaLabel = label(permissionAreaLabel(area.area), area.area);
  const count = area.permissions.filter((permission) => chosen.has(permission)).length;
  const checked = count === 0 ? false : count === area.permissions.length ? true : 'indeterminate';
  return (
    <Box
      paddingX="3"
      paddingY="2.5"
      borderTopWidth={first ? '0' : '1px'}
      borderColor="border.muted"
      bg={count > 0 ? 'brand.subtle/40' : undefined}
      data-testid={`permission-area-${area.area}`}
    >
      <Flex alignItems="center" justifyContent="space-between" gap="3">
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={checked}
          onCheckedChange={() => onChange(area.permissions, checked !== true)}
          data-testid={`permission-area-all-${area.area}`}
        >
          <Checkbox.HiddenInput
            aria-label={intl.formatMessage({ id: 'roles.editor.allOfArea' }, { area: areaLabel })}
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
            onCheckedChange={(details) => onChange([permission], details.checked === true)}
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
}

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
        {catalogue.map((area, index) => (
          <PermissionArea
            key={area.area}
            area={area}
            first={index === 0}
            chosen={chosen}
            label={label}
            onChange={change}
          />
        ))}
      </Box>
    </Fieldset.Root>
  );
}
