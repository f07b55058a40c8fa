import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type IconName, MenuIcon } from './MenuIcon';

type LinkButtonProps = {
  /** The app path it goes to. */
  to: string;
  label: ReactNode;
  /** The icon before the label, if any (`plus` for a create button). */
  icon?: IconName;
  /** The brand's solid button (create the first one, the page's main action); an outline button otherwise. */
  primary?: boolean;
  size?: ButtonProps['size'];
  testId?: string;
};

/**
 * A button that is a link inside the app: the page header's and empty
 * list's "Create …", a form's Cancel back to its list, a "see all" jump.
 */
export function LinkButton({ to, label, icon, primary = false, size, testId }: LinkButtonProps) {
  return (
    <Button
      asChild
      {...(primary ? { colorPalette: 'brand' } : { variant: 'outline' })}
      size={size}
      data-testid={testId}
    >
      <RouterLink to={to}>
        {icon ? <MenuIcon name={icon} /> : null}
        {label}
      </RouterLink>
    </Button>
  );
}
