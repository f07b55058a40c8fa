import { Alert, ButtonGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormButtons } from '../FormDialog';

type InlineConfirmAlertProps = {
  testId: string;
  /** What is asked, or what stands in the way. */
  title: ReactNode;
  /** More about it, under the title; none when the title says it all in one sentence. */
  description?: ReactNode;
  confirmLabel: ReactNode;
  confirmTestId: string;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /** While the confirmed step runs: the confirm button spins, the dismiss button waits. */
  busy: boolean;
  onConfirm: () => void;
  /** The dismiss button's words, when Cancel would be ambiguous ("Keep it"). */
  dismissLabel?: ReactNode;
  onDismiss: () => void;
};

/**
 * A question asked in place, where a dialog would hide what it is about (a proof about to be
 * removed, a match whose totals differ): a warning with the dismiss and confirm buttons under it,
 * laid out as a form dialog's footer lays them out.
 */
export function InlineConfirmAlert({
  testId,
  title,
  description,
  confirmLabel,
  confirmTestId,
  destructive,
  busy,
  onConfirm,
  dismissLabel,
  onDismiss,
}: InlineConfirmAlertProps) {
  return (
    <Alert.Root status="warning" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontWeight={description === undefined ? 'normal' : undefined}>
          {title}
        </Alert.Title>
        {description === undefined ? null : <Alert.Description>{description}</Alert.Description>}
        <ButtonGroup size="xs" gap="2">
          <FormButtons
            onCancel={onDismiss}
            cancelLabel={dismissLabel}
            submitting={busy}
            submitLabel={confirmLabel}
            submitTestId={confirmTestId}
            destructive={destructive}
            onSubmit={onConfirm}
          />
        </ButtonGroup>
      </Alert.Content>
    </Alert.Root>
  );
}
