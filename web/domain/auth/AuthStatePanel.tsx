import { Button, Circle, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { LineIcon } from '../../ui/MenuIcon';

/** Line icons for the states of the account pages (the menu icon set has no envelope or clock). */
const ICONS = {
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  done: 'M20 6L9 17l-5-5',
  expired: 'M12 7v5l3 3M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
} as const;

type AuthStatePanelProps = {
  testId: string;
  icon: keyof typeof ICONS;
  title: ReactNode;
  children: ReactNode;
  /** The ways on, under the text: the first is the main one, the others are outlined. */
  links?: readonly AuthStateLink[];
  /** Anything else under the links (a button that stays on the page). */
  actions?: ReactNode;
};

/** A way on from an account page's state: where it goes, its label, and its test id if it has one. */
export type AuthStateLink = { to: string; label: { id: string }; testId?: string };

/**
 * One state of a public account page, in place of its form: "check your
 * email", "password changed", "link expired" and the like.
 */
export function AuthStatePanel({
  testId,
  icon,
  title,
  children,
  links = [],
  actions,
}: AuthStatePanelProps) {
  const palette = icon === 'expired' ? 'orange' : icon === 'done' ? 'green' : 'brand';
  return (
    <Stack gap="6" data-testid={testId}>
      <Circle size="12" bg={`${palette}.subtle`} color={`${palette}.fg`}>
        <LineIcon path={ICONS[icon]} boxSize="6" />
      </Circle>
      <Stack gap="2">
        <PageHeading size="2xl" fontWeight="semibold" letterSpacing="tight">
          {title}
        </PageHeading>
        <Stack gap="3" color="fg.muted">
          {children}
        </Stack>
      </Stack>
      {links.length > 0 || actions ? (
        <Stack gap="3">
          {links.map((link, index) => (
            <Button
              key={link.to}
              asChild
              colorPalette={index === 0 ? 'brand' : undefined}
              variant={index === 0 ? undefined : 'outline'}
              size="lg"
              width="full"
            >
              <RouterLink to={link.to} data-testid={link.testId}>
                <FormattedMessage id={link.label.id} />
              </RouterLink>
            </Button>
          ))}
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
