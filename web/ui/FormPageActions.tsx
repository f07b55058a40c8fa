import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from './LinkButton';

/**
 * The buttons under a form that is a page of its own: Cancel back to the
 * list, another way to save (`beside`, such as Save as draft), and submit.
 */
export function FormPageActions({
  cancelTo,
  submitting,
  submitLabel,
  submitTestId,
  beside,
}: {
  cancelTo: string;
  submitting: boolean;
  submitLabel: ReactNode;
  submitTestId?: string;
  beside?: ReactNode;
}) {
  return (
    <Flex justifyContent="flex-end" gap="3" wrap="wrap">
      <LinkButton to={cancelTo} label={<FormattedMessage id="common.cancel" />} testId="cancel" />
      {beside}
      <Button type="submit" colorPalette="brand" loading={submitting} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
