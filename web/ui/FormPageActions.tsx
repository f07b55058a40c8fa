import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from './LinkButton';

/** The buttons under a form that is a page of its own: Cancel back to the list, and submit. */
export function FormPageActions({
  cancelTo,
  submitting,
  submitLabel,
  submitTestId,
}: {
  cancelTo: string;
  submitting: boolean;
  submitLabel: ReactNode;
  submitTestId?: string;
}) {
  return (
    <Flex justifyContent="flex-end" gap="3">
      <LinkButton to={cancelTo} label={<FormattedMessage id="common.cancel" />} testId="cancel" />
      <Button type="submit" colorPalette="brand" loading={submitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
