import { Card, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One card of the home page's numbers: its title, its figures and, when there is one, a link to the screen behind them. */
export function HomeFigure({
  title,
  link,
  testId,
  children,
}: {
  title: ReactNode;
  link?: { to: string; label: ReactNode };
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg" data-testid={testId}>
      <Card.Body>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {title}
          </Text>
          {children}
          {link ? (
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
