import { Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TextLink } from '../../ui/TextLink';

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
      {/* A container for its figures' size (HomeFigureValue). */}
      <Card.Body containerType="inline-size">
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {title}
          </Text>
          {children}
          {link ? <TextLink to={link.to}>{link.label}</TextLink> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A card's headline figure (a count, a balance) in the heading face, its digits lined up. Its
 * size follows its card's width, from 1rem up to the heading's 1.25rem: four cards to a row at
 * 1280 px left a balance in billions wider than its card, and it broke inside the number.
 */
export function HomeFigureValue({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Text
      fontFamily="heading"
      fontSize="clamp(1rem, 8.5cqi, 1.25rem)"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      data-testid={testId}
    >
      {children}
    </Text>
  );
}
