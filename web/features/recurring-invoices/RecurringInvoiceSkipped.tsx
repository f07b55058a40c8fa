import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * Why the last run did not invoice a period, in the reader's language: the
 * service names the reason by its U-INV-REC code, which the catalogue words.
 */
export function RecurringInvoiceSkipped({
  skipped,
}: {
  skipped: { readonly code: string; readonly period: string } | null | undefined;
}) {
  const { language } = useLanguage();
  if (!skipped) return null;
  return (
    <Text color="fg.error" fontSize="xs" data-testid="recurring-invoice-skipped">
      <FormattedMessage
        id="recurringInvoices.skipped"
        values={{
          period: formatDate(skipped.period, language),
          reason: <FormattedMessage id={`error.${skipped.code}`} />,
        }}
      />
    </Text>
  );
}
