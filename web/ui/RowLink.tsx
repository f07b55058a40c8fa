import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A list row's way to its record's page: the row's leading text, quietly underlined, brand-coloured on hover. */
export function RowLink({
  to,
  testId,
  fontWeight,
  children,
}: {
  to: string;
  testId: string;
  fontWeight?: string;
  children: ReactNode;
}) {
  return (
    <Link
      asChild
      fontWeight={fontWeight}
      color="fg"
      textDecoration="underline"
      textDecorationColor="border"
      _hover={{ color: 'brand.fg' }}
    >
      <RouterLink to={to} data-testid={testId}>
        {children}
      </RouterLink>
    </Link>
  );
}
