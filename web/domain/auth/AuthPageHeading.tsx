import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '../../ui/PageHeading';

/** The title of a signed-out page or step (sign in, a second factor, a password reset, an invitation) and the line under it. */
export function AuthPageHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <Stack gap="2">
      <PageHeading size="2xl" fontWeight="semibold" letterSpacing="tight">
        {title}
      </PageHeading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}
