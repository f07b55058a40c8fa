import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A small brand-coloured text link to a path in the app ("Forgot password?", "See all invoices"): lighter than a LinkButton. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
