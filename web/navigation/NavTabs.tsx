import { HStack, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

/** One tab: where it goes, its label, whether it is the current screen, and its test id if it has one. */
export type NavTab = {
  key: string;
  to: string;
  label: { id: string };
  active: boolean;
  testId?: string;
};

/** A row of tabs under a page header (the settings sections, the screens of Management); the active one is underlined. */
export function NavTabs({ tabs, testId }: { tabs: readonly NavTab[]; testId: string }) {
  return (
    <HStack
      as="nav"
      gap="1"
      marginBottom="6"
      borderBottomWidth="1px"
      borderColor="border"
      overflowX="auto"
      data-testid={testId}
    >
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          asChild
          paddingX="3"
          paddingY="2"
          fontSize="sm"
          whiteSpace="nowrap"
          fontWeight={tab.active ? 'semibold' : 'medium'}
          color={tab.active ? 'brand.fg' : 'fg.muted'}
          borderBottomWidth="2px"
          borderColor={tab.active ? 'brand.solid' : 'transparent'}
          marginBottom="-1px"
          textDecoration="none"
          _hover={{ color: 'fg', textDecoration: 'none' }}
        >
          <RouterLink
            to={tab.to}
            aria-current={tab.active ? 'page' : undefined}
            data-testid={tab.testId}
          >
            <FormattedMessage id={tab.label.id} />
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
