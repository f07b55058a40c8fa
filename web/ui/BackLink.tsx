import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from './MenuIcon';

/** The muted link above a create or edit screen back to its list ("← Back to counterparties"). */
export function BackLink({ to, label }: { to: string; label: ReactNode }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" marginBottom="3" _hover={{ color: 'brand.fg' }}>
      <RouterLink to={to}>
        <MenuIcon name="arrowLeft" />
        {label}
      </RouterLink>
    </Link>
  );
}
