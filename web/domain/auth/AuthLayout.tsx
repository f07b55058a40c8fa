import { Box, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrandLogo } from '../../ui/BrandLogo';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { MenuIcon, type IconName } from '../../ui/MenuIcon';

const FEATURES: { icon: IconName; id: string }[] = [
  { icon: 'balances', id: 'login.brand.feature1' },
  { icon: 'reconcile', id: 'login.brand.feature2' },
  { icon: 'invoice', id: 'login.brand.feature3' },
];

type AuthLayoutProps = {
  children: ReactNode;
  /** How wide the content column may grow: `sm` for a form, `xl` for the authenticator setup. */
  contentWidth?: 'sm' | 'xl';
};

/**
 * The frame of the public account pages (sign in, forgot password, invitation):
 * the brand panel on large screens, the logo and language switch, and the
 * content centred on the right.
 */
export function AuthLayout({ children, contentWidth = 'sm' }: AuthLayoutProps) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '5fr 6fr' }} minHeight="100dvh" bg="bg">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        justifyContent="space-between"
        padding="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.500"
        gradientTo="brand.800"
        position="relative"
        overflow="hidden"
      >
        <BrandLogo inverted size="lg" />
        <Stack gap="6" maxWidth="md" position="relative" zIndex="1">
          <Heading as="p" size="3xl" lineHeight="1.2" fontWeight="semibold" color="white">
            <FormattedMessage id="login.brand.headline" />
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.800">
            <FormattedMessage id="app.tagline" />
          </Text>
          <Stack gap="4" paddingTop="2">
            {FEATURES.map((feature) => (
              <HStack key={feature.id} gap="3" alignItems="flex-start">
                <Box bg="whiteAlpha.200" rounded="md" padding="2" flexShrink="0">
                  <MenuIcon name={feature.icon} boxSize="4" />
                </Box>
                <Text color="whiteAlpha.900" paddingTop="1">
                  <FormattedMessage id={feature.id} />
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Text fontSize="sm" color="whiteAlpha.700">
          <FormattedMessage id="login.brand.footer" values={{ year: new Date().getFullYear() }} />
        </Text>
        <Box
          position="absolute"
          width="520px"
          height="520px"
          rounded="full"
          border="80px solid"
          borderColor="whiteAlpha.100"
          right="-220px"
          bottom="-180px"
          aria-hidden="true"
        />
      </Flex>

      <Flex direction="column" padding={{ base: '5', md: '10' }} minWidth="0">
        <Flex justifyContent="space-between" alignItems="center">
          <Box display={{ base: 'block', lg: 'none' }}>
            <BrandLogo />
          </Box>
          <Box marginLeft="auto">
            <LanguageSwitch />
          </Box>
        </Flex>
        <Flex flex="1" alignItems="center" justifyContent="center" paddingY="10">
          <Box width="full" maxWidth={contentWidth}>
            {children}
          </Box>
        </Flex>
      </Flex>
    </Grid>
  );
}
