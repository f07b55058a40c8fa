import { Center, Spinner } from '@chakra-ui/react';

/** A drawer's content while the record it shows is loading (the Suspense fallback of a record's drawer). */
export function DrawerLoading() {
  return (
    <Center flex="1" padding="10">
      <Spinner color="brand.solid" />
    </Center>
  );
}
