import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';
import { OutlineBox } from '../../ui/OutlineBox';
import { useByAt } from '../../domain/useByAt';

type ManualExport = {
  readonly fileName: string;
  readonly downloadUrl: string;
  readonly createdAt: string;
  readonly requestedBy: { readonly fullName: string; readonly email: string } | null | undefined;
};

type PaymentOrderManualExportProps = {
  manualExport: ManualExport;
  /** The order's status: while In Progress it waits for a statement transaction to show it was sent. */
  status: string;
  timeZone: string;
};

/**
 * An order exported by hand: who exported it and when, what happens next
 * (it is sent through the bank's own portal and becomes Sent when a
 * statement transaction explains it), and the file to download again.
 */
export function PaymentOrderManualExport({
  manualExport,
  status,
  timeZone,
}: PaymentOrderManualExportProps) {
  const byAt = useByAt(timeZone);
  return (
    <OutlineBox tone="info" data-testid="payment-detail-manual-export">
      <Stack gap="2">
        <Text fontWeight="medium">
          {byAt(manualExport.requestedBy, manualExport.createdAt, {
            id: 'payments.detail.exportedBy',
          })}
        </Text>
        {status === 'IN_PROGRESS' ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="payments.detail.exportedWaiting" />
          </Text>
        ) : null}
        <Button asChild size="xs" variant="outline" alignSelf="flex-start">
          {/* A plain link: the BFF streams the file to the signed-in member with its own name. */}
          <Link
            href={manualExport.downloadUrl}
            download={manualExport.fileName}
            data-testid="payment-detail-export-download"
          >
            <MenuIcon name="download" />
            <FormattedMessage id="payments.detail.exportDownload" />
          </Link>
        </Button>
      </Stack>
    </OutlineBox>
  );
}
