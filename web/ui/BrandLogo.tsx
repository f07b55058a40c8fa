import { Box, HStack, Text } from '@chakra-ui/react';

/** The "Kas" word mark with its square mark; `inverted` for dark brand backgrounds. */
export function BrandLogo({
  inverted = false,
  size = 'md',
}: {
  inverted?: boolean;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? '10' : '8';
  return (
    <HStack gap="2.5">
      <Box
        width={box}
        height={box}
        rounded="md"
        bg={inverted ? 'white' : 'brand.solid'}
        color={inverted ? 'brand.solid' : 'white'}
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontFamily="heading"
        fontWeight="bold"
        fontSize={size === 'lg' ? 'xl' : 'md'}
        aria-hidden="true"
      >
        K
      </Box>
      <Text
        fontFamily="heading"
        fontWeight="semibold"
        fontSize={size === 'lg' ? '2xl' : 'xl'}
        letterSpacing="tight"
        color={inverted ? 'white' : 'fg'}
      >
        Kas
      </Text>
    </HStack>
  );
}
