import { Button, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ExportRow_export$key } from '../../__generated__/ExportRow_export.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';

type ExportRowProps = { export: ExportRow_export$key; timeZone: string };

const STATUS_TONES = Object.fromEntries(
  Object.entries({ QUEUED: 'gray', RUNNING: 'blue', COMPLETED: 'green', FAILED: 'red' }).map(
    ([status, colorPalette]) => [
      status,
      { label: { id: `exports.status.${status}` }, colorPalette },
    ],
  ),
);

/** One export: when and by whom it was asked for, what it holds, where it stands, and its Download link once written. */
export function ExportRow({ export: key, timeZone }: ExportRowProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const data = useFragment(
    graphql`
      fragment ExportRow_export on Export {
        kind
        status
        rowCount
        createdAt
        fileName
        downloadUrl
        requestedBy {
          fullName
          email
        }
      }
    `,
    key,
  );
  return (
    <Table.Row data-testid="export-row" data-status={data.status}>
      <Table.Cell whiteSpace="nowrap" color="fg.muted" fontSize="sm">
        {formatDateTime(data.createdAt, language, timeZone)}
      </Table.Cell>
      <Table.Cell>
        <FormattedMessage id={`exports.kind.${data.kind}`} />
      </Table.Cell>
      <Table.Cell>
        <Text>{data.requestedBy ? data.requestedBy.fullName || data.requestedBy.email : '—'}</Text>
      </Table.Cell>
      <StatusBadgeCell status={data.status} tones={STATUS_TONES} testId="export-status" />
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {data.rowCount == null ? '—' : intl.formatNumber(data.rowCount)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {data.downloadUrl ? (
          <Button asChild size="xs" variant="outline">
            {/* A plain link: the BFF streams the file to the signed-in member with its own name. */}
            <Link
              href={data.downloadUrl}
              download={data.fileName ?? true}
              data-testid="export-download"
            >
              <MenuIcon name="download" />
              <FormattedMessage id="exports.download" />
            </Link>
          </Button>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
