import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';
import { TitleAndDescription } from './TitleAndDescription';

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
      <TitleAndDescription
        heading={
          <PageHeading size="2xl" fontWeight="semibold" letterSpacing="tight">
            {title}
          </PageHeading>
        }
        description={description}
      />
      {/* Several actions wrap onto a second line on a narrow window instead of widening the page. */}
      {actions ? (
        <Flex gap="3" wrap="wrap" justifyContent={{ md: 'flex-end' }}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
