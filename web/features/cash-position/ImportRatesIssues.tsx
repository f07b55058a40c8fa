import { List, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { OutlineBox } from '../../ui/OutlineBox';

/** A problem the import found in the file: its line (0 for the file as a whole), field and value. */
export type ImportRatesIssue = {
  line: number;
  field?: string | null;
  code: string;
  message: string;
  value?: string | null;
};

/**
 * Why the import wrote nothing: how many problems the file has, and those
 * returned, each by line and field with the value it read.
 */
export function ImportRatesIssues({ shown, count }: { shown: ImportRatesIssue[]; count: number }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const place = (issue: ImportRatesIssue) =>
    issue.line === 0
      ? intl.formatMessage({ id: 'cashPosition.rates.importDialog.file' })
      : intl.formatMessage(
          { id: 'cashPosition.rates.importDialog.line' },
          { line: issue.line, field: issue.field ?? '' },
        );

  return (
    <OutlineBox tone="error" data-testid="import-rates-issues">
      <Text fontWeight="semibold" color="fg.error" marginBottom="2">
        <FormattedMessage id="cashPosition.rates.importDialog.refused" values={{ count }} />
      </Text>
      <List.Root gap="1" fontSize="sm" maxHeight="60" overflowY="auto" paddingStart="4">
        {shown.map((issue, index) => (
          <List.Item
            key={`${issue.line}-${issue.field ?? ''}-${index}`}
            data-testid="import-rates-issue"
            data-line={issue.line}
          >
            <Text as="span" fontWeight="medium">
              {place(issue)}
            </Text>{' '}
            {errorMessage(issue.code, issue.message)}
            {issue.value ? (
              <Text as="span" color="fg.muted">
                {' '}
                <FormattedMessage
                  id="cashPosition.rates.importDialog.value"
                  values={{ value: issue.value }}
                />
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </OutlineBox>
  );
}
