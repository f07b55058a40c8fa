import { Button, Clipboard } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

type CopyButtonProps = {
  /** What a click puts on the clipboard. */
  value: string;
  testId: string;
  variant?: 'outline' | 'ghost';
  size?: 'xs' | 'sm';
  /** Fills the height of the row it stands in (beside a secret shown in a box). */
  stretch?: boolean;
};

/** A Copy button that says Copied for a moment once its value is on the clipboard. */
export function CopyButton({
  value,
  testId,
  variant = 'outline',
  size = 'sm',
  stretch = false,
}: CopyButtonProps) {
  return (
    <Clipboard.Root value={value} display={stretch ? 'flex' : undefined}>
      <Clipboard.Trigger asChild>
        <Button
          variant={variant}
          size={size}
          height={stretch ? 'auto' : undefined}
          data-testid={testId}
        >
          <Clipboard.Indicator copied={<FormattedMessage id="common.copied" />}>
            <FormattedMessage id="common.copy" />
          </Clipboard.Indicator>
        </Button>
      </Clipboard.Trigger>
    </Clipboard.Root>
  );
}
