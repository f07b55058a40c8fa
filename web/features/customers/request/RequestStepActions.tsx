import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type RequestStepActionsProps = {
  onBack: () => void;
  submitting: boolean;
  nextLabel: ReactNode;
  /** The main button's test id. */
  nextTestId?: string;
  /** Whether the main button is a submit button of the form around (else `onNext`). */
  onNext?: () => void;
};

/** A step's buttons: Back on the left, the step's main action on the right (on a phone, the main action on top, both full width). */
export function RequestStepActions({
  onBack,
  submitting,
  nextLabel,
  nextTestId = 'customer-request-next',
  onNext,
}: RequestStepActionsProps) {
  return (
    <Flex direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justifyContent="space-between">
      <Button
        variant="outline"
        size="lg"
        onClick={onBack}
        disabled={submitting}
        data-testid="customer-request-back"
      >
        <FormattedMessage id="customerRequest.actions.back" />
      </Button>
      <Button
        colorPalette="brand"
        size="lg"
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={submitting}
        data-testid={nextTestId}
      >
        {nextLabel}
      </Button>
    </Flex>
  );
}
