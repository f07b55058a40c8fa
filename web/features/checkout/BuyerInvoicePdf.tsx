import { Button, Group } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { MenuIcon } from '../../ui/MenuIcon';
import { toaster } from '../../ui/toaster';
import { useFileDownload } from '../../ui/useFileDownload';

/**
 * The invoice's PDF through the buyer's link (`/invoice-link/pdf`), in the
 * reader's language first, then the other. A link that expired or was spent
 * meanwhile shows the refusal in the reader's words.
 */
export function BuyerInvoicePdf({ token }: { token: string }) {
  const { language } = useLanguage();
  const fileDownload = useFileDownload();
  const [busy, setBusy] = useState<Language | null>(null);
  const languages: Language[] = language === 'id' ? ['id', 'en'] : ['en', 'id'];

  const download = async (pdfLanguage: Language) => {
    setBusy(pdfLanguage);
    const refusal = await fileDownload(
      `/invoice-link/pdf?token=${encodeURIComponent(token)}&language=${pdfLanguage}`,
      { type: 'application/pdf', name: 'invoice.pdf' },
    );
    setBusy(null);
    if (refusal) toaster.create({ type: 'error', title: refusal, closable: true });
  };

  return (
    <Group>
      {languages.map((choice, index) => (
        <Button
          key={choice}
          size="sm"
          variant={index === 0 ? 'solid' : 'outline'}
          loading={busy === choice}
          disabled={busy !== null && busy !== choice}
          onClick={() => void download(choice)}
          data-testid={`buyer-invoice-pdf-${choice}`}
        >
          <MenuIcon name="download" />
          <FormattedMessage id={`checkout.pdf.${choice}`} />
        </Button>
      ))}
    </Group>
  );
}
