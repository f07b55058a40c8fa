import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../ui/MenuIcon';
import type { MenuItem } from './menus';

/** A menu entry as the sidebar and Home's shortcuts show it: its icon, then its label. */
export function MenuItemLabel({ item, iconColor }: { item: MenuItem; iconColor?: string }) {
  return (
    <HStack gap="3">
      <MenuIcon name={item.icon} color={iconColor} />
      <Text as="span">
        <FormattedMessage id={item.label.id} />
      </Text>
    </HStack>
  );
}
