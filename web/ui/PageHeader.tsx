import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

/** A screen's title row: heading, optional description, and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex
      justifyContent="space-between"
      alignItems={{ base: 'stretch', md: 'flex-end' }}
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      marginBottom="6"
    >
      <Stack gap="1">
        <PageHeading size="2xl" fontWeight="semibold" letterSpacing="tight">
          {title}
        </PageHeading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {/* Several actions wrap onto a second line on a narrow window instead of widening the page. */}
      {actions ? (
        <Flex gap="3" wrap="wrap" justifyContent={{ md: 'flex-end' }}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
