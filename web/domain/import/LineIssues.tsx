import { List, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { OutlineBox } from '../../ui/OutlineBox';

/** What a mutation of an all-or-nothing import reads of each problem (spread unmasked into its `issues`). */
export const lineIssueFields = graphql`
  fragment LineIssues_issue on FxRateImportIssue {
    line
    field
    code
    message
    value
  }
`;

/** A problem an import found in the file: its line (0 for the file as a whole), field and value. */
export type LineIssue = {
  line: number;
  field?: string | null;
  code: string;
  message: string;
  value?: string | null;
};

/**
 * Why an all-or-nothing import wrote nothing: how many problems the file
 * has, and those returned, each by line and field with the value it read.
 * `messages` is the dialog's message prefix: its `.refused`, `.file`,
 * `.line` (with the field) and `.value` say it in the reader's words; each
 * problem is `testId`, their list `testId` with an s.
 */
export function LineIssues({
  shown,
  count,
  messages,
  testId,
}: {
  shown: LineIssue[];
  count: number;
  messages: string;
  testId: string;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const place = (issue: LineIssue) =>
    issue.line === 0
      ? intl.formatMessage({ id: `${messages}.file` })
      : intl.formatMessage(
          { id: `${messages}.line` },
          { line: issue.line, field: issue.field ?? '' },
        );

  return (
    <OutlineBox tone="error" data-testid={`${testId}s`}>
      <Text fontWeight="semibold" color="fg.error" marginBottom="2">
        <FormattedMessage id={`${messages}.refused`} values={{ count }} />
      </Text>
      <List.Root gap="1" fontSize="sm" maxHeight="60" overflowY="auto" paddingStart="4">
        {shown.map((issue, index) => (
          <List.Item
            key={`${issue.line}-${issue.field ?? ''}-${index}`}
            data-testid={testId}
            data-line={issue.line}
          >
            <Text as="span" fontWeight="medium">
              {place(issue)}
            </Text>{' '}
            {errorMessage(issue.code, issue.message)}
            {issue.value ? (
              <Text as="span" color="fg.muted">
                {' '}
                <FormattedMessage id={`${messages}.value`} values={{ value: issue.value }} />
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </OutlineBox>
  );
}
