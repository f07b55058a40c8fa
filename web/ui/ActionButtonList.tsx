import { Button, type ButtonProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from './LinkButton';
import { type IconName, MenuIcon } from './MenuIcon';

/**
 * How a button looks: the page's main action (the brand's), a plain one
 * (outline), or one that ends or takes something away (red outline); the
 * quiet ones (no outline, as a list row's lesser moves) likewise.
 */
export type ActionButtonLook = 'main' | 'plain' | 'danger' | 'quiet' | 'quietDanger';

const LOOKS: Readonly<Record<ActionButtonLook, Pick<ButtonProps, 'variant' | 'colorPalette'>>> = {
  main: { colorPalette: 'brand' },
  plain: { variant: 'outline' },
  danger: { variant: 'outline', colorPalette: 'red' },
  quiet: { variant: 'ghost' },
  quietDanger: { variant: 'ghost', colorPalette: 'red' },
};

/** One button of a record's actions: its label's message id, test id and look, and what it does (or, for a plain one, where it goes). */
export type ActionButton = {
  label: string;
  testId: string;
  look: ActionButtonLook;
  /** Left out when false: what the viewer may not do with the record now. */
  shown?: boolean;
  icon?: IconName;
  loading?: boolean;
  disabled?: boolean;
} & ({ onClick: () => void } | { to: string });

/**
 * A record's action buttons in the order given, each as its look says, the
 * ones not `shown` left out: the buttons of a customer's page, a webhook
 * endpoint's or a list row's, which open their dialogs, run a change, or go
 * to a form.
 */
export function ActionButtonList({
  buttons,
  size,
}: {
  buttons: readonly ActionButton[];
  size?: ButtonProps['size'];
}) {
  const shown = buttons.filter((button) => button.shown !== false);
  return (
    <>
      {shown.map((button) =>
        'to' in button ? (
          <LinkButton
            key={button.testId}
            to={button.to}
            label={<FormattedMessage id={button.label} />}
            icon={button.icon}
            primary={button.look === 'main'}
            size={size}
            testId={button.testId}
          />
        ) : (
          <Button
            key={button.testId}
            {...LOOKS[button.look]}
            size={size}
            loading={button.loading}
            disabled={button.disabled}
            onClick={button.onClick}
            data-testid={button.testId}
          >
            {button.icon ? <MenuIcon name={button.icon} /> : null}
            <FormattedMessage id={button.label} />
          </Button>
        ),
      )}
    </>
  );
}
