import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one submit button of a sign-in page's form (sign in, reset a password, accept an invitation): brand-coloured, large, the form's full width, busy while the form is sent. */
export function AuthSubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" loading={loading} width="full">
      {children}
    </Button>
  );
}
