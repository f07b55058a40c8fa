import { MAX_CORETAX_INVOICES } from '../../../formats/coretax';
import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { uuidOf } from '../../relay/globalId';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { MenuIcon } from '../../ui/MenuIcon';
import { useFileDownload } from '../../ui/useFileDownload';

/**
 * Above the list while invoices are ticked: how many, the e-Faktur file of
 * just those (`POST /invoices/coretax`), and clearing the choice. More than
 * Coretax imports from one file cannot be downloaded; a refusal (no NPWP in
 * the company profile, a buyer without NPWP or NIK) shows in the reader's words.
 */
export function CoretaxSelectionBar({
  ticked,
  onClear,
}: {
  ticked: readonly string[];
  onClear: () => void;
}) {
  const fileDownload = useFileDownload();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tooMany = ticked.length > MAX_CORETAX_INVOICES;

  const download = async () => {
    setBusy(true);
    setRefusal(null);
    setRefusal(
      await fileDownload(
        '/invoices/coretax',
        { type: 'xml', name: 'efaktur.xml' },
        {
          method: 'POST',
          body: JSON.stringify({ invoiceIds: ticked.map((id) => uuidOf(id, 'SalesInvoice')) }),
        },
      ),
    );
    setBusy(false);
  };

  return (
    <Flex
      direction="column"
      gap="2"
      paddingX="4"
      paddingY="3"
      borderBottomWidth="1px"
      borderColor="border"
      bg="brand.subtle"
      data-testid="coretax-selection"
    >
      <Flex gap="3" alignItems="center" wrap="wrap">
        <Text fontSize="sm" data-testid="coretax-selection-count">
          <FormattedMessage
            id={tooMany ? 'invoices.coretax.tooMany' : 'invoices.coretax.ticked'}
            values={{ count: ticked.length, max: MAX_CORETAX_INVOICES }}
          />
        </Text>
        <Button
          size="sm"
          colorPalette="brand"
          loading={busy}
          disabled={tooMany}
          onClick={() => void download()}
          data-testid="coretax-selection-download"
        >
          <MenuIcon name="download" />
          <FormattedMessage
            id="invoices.coretax.downloadTicked"
            values={{ count: ticked.length }}
          />
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} data-testid="coretax-selection-clear">
          <FormattedMessage id="invoices.coretax.clear" />
        </Button>
      </Flex>
      <FormErrorAlert message={refusal} testId="coretax-selection-error" />
    </Flex>
  );
}
