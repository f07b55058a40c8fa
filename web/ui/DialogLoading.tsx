import { Center, Dialog, Spinner } from '@chakra-ui/react';

/** A dialog's body while what its form needs is loading (the Suspense fallback of a form dialog). */
export function DialogLoading() {
  return (
    <Dialog.Body>
      <Center paddingY="8">
        <Spinner color="brand.solid" />
      </Center>
    </Dialog.Body>
  );
}
