import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';
import { useFileDownload } from '../../ui/useFileDownload';

/** The month before `today` (`2026-11-27` → `2026-10`): the one a tax invoice file is usually made for. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Downloads the e-Faktur file of a month's issued invoices for DJP's Coretax
 * (`/invoices/coretax?month=`). A refusal (no NPWP in the company profile, a
 * buyer without NPWP or NIK, too many for one file) shows in the reader's words.
 */
export function CoretaxDownload({ today }: { today: string }) {
  const intl = useIntl();
  const fileDownload = useFileDownload();
  const [month, setMonth] = useState(previousMonth(today));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setRefusal(null);
    setRefusal(
      await fileDownload(`/invoices/coretax?month=${encodeURIComponent(month)}`, {
        type: 'xml',
        name: `efaktur-${month}.xml`,
      }),
    );
    setBusy(false);
  };

  return (
    <HStack gap="2" wrap="wrap" align="start">
      <Input
        type="month"
        size="sm"
        width="auto"
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        aria-label={intl.formatMessage({ id: 'invoices.coretax.month' })}
        data-testid="coretax-month"
      />
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        disabled={!/^\d{4}-\d{2}$/.test(month)}
        onClick={() => void download()}
        data-testid="coretax-download"
      >
        <MenuIcon name="download" />
        <FormattedMessage id="invoices.coretax.download" />
      </Button>
      {refusal ? (
        <Text color="fg.error" fontSize="sm" maxWidth="md" data-testid="coretax-refusal">
          {refusal}
        </Text>
      ) : null}
    </HStack>
  );
}
