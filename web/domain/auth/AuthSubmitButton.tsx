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

/** A sign-in step's one action outside a form (start the set-up, confirm with a passkey): the submit button's look, busy while it runs. */
export function AuthActionButton({
  loading,
  onClick,
  testId,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      colorPalette="brand"
      size="lg"
      width="full"
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
