import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { MenuItemLabel } from '../navigation/MenuItemLabel';
import type { MenuItem } from '../navigation/menus';

/** One sidebar entry; highlighted when it is the active menu entry. */
export function NavItem({
  item,
  active,
  onNavigate,
}: {
  item: MenuItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Link
      asChild
      display="block"
      rounded="md"
      paddingX="3"
      paddingY="2"
      fontSize="sm"
      color={active ? 'brand.fg' : 'fg.muted'}
      bg={active ? 'brand.subtle' : 'transparent'}
      fontWeight={active ? 'semibold' : 'medium'}
      textDecoration="none"
      _hover={{
        bg: active ? 'brand.subtle' : 'bg.muted',
        color: active ? 'brand.fg' : 'fg',
        textDecoration: 'none',
      }}
      focusRingColor="brand.focusRing"
    >
      <RouterLink to={item.path} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        <MenuItemLabel item={item} />
      </RouterLink>
    </Link>
  );
}
