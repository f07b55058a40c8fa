import { Card, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitch } from './LanguageSwitch';

/** A page outside the signed-in layout: logo and language on top, one card in the middle. */
export function CenteredPanel({
  children,
  testId,
  embedded = false,
}: {
  children: ReactNode;
  testId?: string;
  /** Inside the app layout: only the card, without logo and language switch. */
  embedded?: boolean;
}) {
  const card = (
    <Card.Root width="full" maxWidth="lg" bg="bg" shadow="sm">
      <Card.Body padding={{ base: '6', md: '10' }}>
        <Stack gap="4" textAlign="center" alignItems="center">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
  if (embedded) {
    return (
      <Flex justifyContent="center" paddingY="10" data-testid={testId}>
        {card}
      </Flex>
    );
  }
  return (
    <Flex minHeight="100dvh" direction="column" bg="bg.subtle" data-testid={testId}>
      <Flex
        justifyContent="space-between"
        alignItems="center"
        paddingX={{ base: '4', md: '8' }}
        paddingY="5"
      >
        <BrandLogo />
        <LanguageSwitch />
      </Flex>
      <Flex flex="1" alignItems="center" justifyContent="center" padding="4" paddingBottom="16">
        {card}
      </Flex>
    </Flex>
  );
}
