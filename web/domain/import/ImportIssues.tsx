import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ImportIssues_import$key } from '../../__generated__/ImportIssues_import.graphql';
import { formatCount } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { importIssueValues } from './importIssueValues';

/**
 * The issues an import found, by row: the file's column, whether it blocks
 * (an error) or waits for "Import anyway" (a warning), and what is wrong in
 * the user's language; then how many more there are than the list shows.
 */
export function ImportIssues({ importRef }: { importRef: ImportIssues_import$key }) {
  const data = useFragment(
    graphql`
      fragment ImportIssues_import on Import {
        errorCount
        warningCount
        issues(first: 200) {
          row
          field
          severity
          code
          message
          value
          expected
        }
      }
    `,
    importRef,
  );
  const errorMessage = useErrorMessage();
  const { language } = useLanguage();

  return (
    <>
      {data.issues.length > 0 ? (
        <Box maxH="72" overflowY="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" stickyHeader data-testid="import-issues">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="20">
                  <FormattedMessage id="imports.issue.row" />
                </Table.ColumnHeader>
                <Table.ColumnHeader width="28">
                  <FormattedMessage id="imports.issue.field" />
                </Table.ColumnHeader>
                <Table.ColumnHeader width="28">
                  <FormattedMessage id="imports.issue.kind" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="imports.issue.message" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.issues.map((issue, index) => (
                <Table.Row
                  key={`${issue.row}-${issue.code}-${index}`}
                  data-testid="import-issue"
                  data-row={issue.row}
                >
                  <Table.Cell>
                    {issue.row === 0 ? (
                      <FormattedMessage id="imports.issue.wholeFile" />
                    ) : (
                      formatCount(issue.row, language)
                    )}
                  </Table.Cell>
                  {/* The file's column (or the rule) it is about: a rule's own message, such as a date in the past, does not name it. */}
                  <Table.Cell fontFamily="mono" fontSize="xs" data-testid="import-issue-field">
                    {issue.field}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={issue.severity === 'ERROR' ? 'red' : 'orange'}
                      variant="subtle"
                    >
                      <FormattedMessage
                        id={
                          issue.severity === 'ERROR'
                            ? 'imports.issue.error'
                            : 'imports.issue.warning'
                        }
                      />
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal">
                    {errorMessage(issue.code, issue.message, importIssueValues(issue, language))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {data.errorCount + data.warningCount > data.issues.length ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="imports.moreIssues"
            values={{
              shown: formatCount(data.issues.length, language),
              total: formatCount(data.errorCount + data.warningCount, language),
            }}
          />
        </Text>
      ) : null}
    </>
  );
}
