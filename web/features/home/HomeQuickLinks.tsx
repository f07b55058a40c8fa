import { Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { AppMode } from '../../navigation/appMode';
import { visibleMenu, type MenuItem } from '../../navigation/menus';
import { MenuItemLabel } from '../../navigation/MenuItemLabel';
import { MenuGroupLabel } from '../../navigation/MenuGroupLabel';

/** Entries every member has, and which the sidebar always shows: no shortcut needed. */
const ALWAYS_THERE = new Set(['home', 'settings']);

const MODES: { mode: AppMode; label: { id: string } }[] = [
  { mode: 'treasury', label: { id: 'mode.treasury' } },
  { mode: 'invoicing', label: { id: 'mode.invoicing' } },
];

/** The screens of one mode that the member's permissions open, in menu order. */
function linksOf(mode: AppMode, permissions: readonly string[]): MenuItem[] {
  return visibleMenu(mode, permissions)
    .flatMap((group) => group.items)
    .filter((item) => !ALWAYS_THERE.has(item.key));
}

type HomeQuickLinksProps = {
  permissions: readonly string[];
  organizationName: string;
};

/**
 * Shortcuts to the screens the member's role opens, by app mode, exactly as
 * the menus show them (`visibleMenu`). A role that opens none says so.
 */
export function HomeQuickLinks({ permissions, organizationName }: HomeQuickLinksProps) {
  const sections = MODES.map((entry) => ({
    ...entry,
    items: linksOf(entry.mode, permissions),
  })).filter((section) => section.items.length > 0);

  return (
    <Card.Root variant="outline" bg="bg" data-testid="home-quick-links">
      <Card.Header>
        <Card.Title fontSize="lg">
          <FormattedMessage id="home.quickLinks.title" />
        </Card.Title>
        <Card.Description>
          <FormattedMessage id="home.quickLinks.body" />
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {sections.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" data-testid="home-no-areas">
            <FormattedMessage
              id="home.quickLinks.none"
              values={{ organization: organizationName }}
            />
          </Text>
        ) : (
          <Stack gap="6">
            {sections.map((section) => (
              <Stack key={section.mode} gap="3">
                <MenuGroupLabel label={section.label} />
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="2">
                  {section.items.map((item) => (
                    <Link
                      key={item.key}
                      asChild
                      display="block"
                      rounded="md"
                      borderWidth="1px"
                      borderColor="border"
                      paddingX="3"
                      paddingY="2.5"
                      fontSize="sm"
                      fontWeight="medium"
                      color="fg"
                      textDecoration="none"
                      _hover={{
                        bg: 'bg.muted',
                        borderColor: 'brand.muted',
                        textDecoration: 'none',
                      }}
                      focusRingColor="brand.focusRing"
                    >
                      <RouterLink to={item.path} data-testid="home-quick-link" data-key={item.key}>
                        <MenuItemLabel item={item} iconColor="brand.fg" />
                      </RouterLink>
                    </Link>
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
