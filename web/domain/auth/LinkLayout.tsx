import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../ui/BrandLogo';
import { LanguageSwitch } from '../../ui/LanguageSwitch';

/**
 * The frame of a buyer's page reached from a mailed link without an account
 * (the request form, an invoice): the logo and the signed-out language switch
 * on a bar, then the page in a centred column wide enough for a two-column
 * form (one column on a phone). `narrow` for a state panel (expired link,
 * request sent).
 */
export function LinkLayout({
  children,
  narrow = false,
}: {
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Flex
          maxWidth="4xl"
          marginX="auto"
          paddingY="3"
          paddingX={{ base: '4', md: '6' }}
          justifyContent="space-between"
          alignItems="center"
          gap="4"
        >
          <BrandLogo />
          <LanguageSwitch />
        </Flex>
      </Box>
      <Box
        as="main"
        width="full"
        maxWidth={narrow ? 'lg' : '4xl'}
        marginX="auto"
        paddingY={{ base: '6', md: '10' }}
        paddingX={{ base: '4', md: '6' }}
        flex="1"
      >
        {children}
      </Box>
    </Flex>
  );
}
