import { Circle, Icon, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '../PageHeading';

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
  /** Buttons or links under the text. */
  actions?: ReactNode;
};

/**
 * One state of a public account page, in place of its form: "check your
 * email", "password changed", "link expired" and the like.
 */
export function AuthStatePanel({ testId, icon, title, children, actions }: AuthStatePanelProps) {
  const palette = icon === 'expired' ? 'orange' : icon === 'done' ? 'green' : 'brand';
  return (
    <Stack gap="6" data-testid={testId}>
      <Circle size="12" bg={`${palette}.subtle`} color={`${palette}.fg`}>
        <Icon boxSize="6">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={ICONS[icon]} />
          </svg>
        </Icon>
      </Circle>
      <Stack gap="2">
        <PageHeading size="2xl" fontWeight="semibold" letterSpacing="tight">
          {title}
        </PageHeading>
        <Stack gap="3" color="fg.muted">
          {children}
        </Stack>
      </Stack>
      {actions ? <Stack gap="3">{actions}</Stack> : null}
    </Stack>
  );
}
