import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';

/** "Back" above a sign-in step, returning to the email and password. */
export function StepBackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="plain"
      size="sm"
      alignSelf="flex-start"
      paddingX="0"
      color="fg.muted"
      _hover={{ color: 'brand.fg' }}
      onClick={onClick}
      data-testid="two-factor-back"
    >
      <MenuIcon name="arrowLeft" />
      <FormattedMessage id="login.twoFactor.back" />
    </Button>
  );
}
