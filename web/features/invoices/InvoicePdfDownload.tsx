import { Button, Group, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { MenuIcon } from '../../ui/MenuIcon';
import { toaster } from '../../ui/toaster';
import { useFileDownload } from '../../ui/useFileDownload';

/** The languages an invoice's PDF is written in. */
const LANGUAGES: readonly Language[] = ['en', 'id'];

/**
 * Downloads the invoice (its global id) as a PDF for its buyer
 * (`/invoices/{uuid}/pdf`): the
 * button in the reader's language, its menu in either language. A refusal
 * (the invoice gone, the permission taken away) shows as a toast in the
 * reader's words.
 */
export function InvoicePdfDownload({ invoiceId }: { invoiceId: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const fileDownload = useFileDownload();
  const [busy, setBusy] = useState(false);

  const download = async (pdfLanguage: Language) => {
    setBusy(true);
    const uuid = uuidOf(invoiceId, 'SalesInvoice');
    const refusal = await fileDownload(`/invoices/${uuid}/pdf?language=${pdfLanguage}`, {
      type: 'application/pdf',
      name: 'invoice.pdf',
    });
    setBusy(false);
    if (refusal) toaster.create({ type: 'error', title: refusal, closable: true });
  };

  return (
    <Group attached>
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => void download(language)}
        data-testid="invoice-pdf-download"
      >
        <MenuIcon name="download" />
        <FormattedMessage id="invoices.pdf.download" />
      </Button>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'invoices.pdf.chooseLanguage' })}
            data-testid="invoice-pdf-languages"
          >
            <MenuIcon name="chevronDown" />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="52">
              {[language, ...LANGUAGES.filter((other) => other !== language)].map((choice) => (
                <Menu.Item
                  key={choice}
                  value={choice}
                  onSelect={() => void download(choice)}
                  data-testid={`invoice-pdf-download-${choice}`}
                >
                  <MenuIcon name="download" />
                  <FormattedMessage id={`invoices.pdf.in.${choice}`} />
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Group>
  );
}
