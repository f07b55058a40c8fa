import { Flex, Spinner } from '@chakra-ui/react';
import { BrandLogo } from './BrandLogo';
import { ProgressBar } from './ProgressBar';

/** What the first page load shows while the first route's query runs. */
export function StartingUp() {
  return (
    <Flex
      minHeight="100dvh"
      direction="column"
      alignItems="center"
      justifyContent="center"
      gap="6"
      bg="bg.subtle"
    >
      <ProgressBar active />
      <BrandLogo size="lg" />
      <Spinner color="brand.solid" />
    </Flex>
  );
}
