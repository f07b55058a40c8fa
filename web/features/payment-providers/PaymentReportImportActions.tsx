import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImportDialog } from '../../domain/import/ImportDialog';
import { FormField } from '../../ui/FormField';
import { MenuIcon } from '../../ui/MenuIcon';
import { OptionSelect } from '../../ui/OptionSelect';

/** The header row of Xendit's Detailed Transactions Report, as Xendit documents it (web/public/templates). */
export const XENDIT_REPORT_TEMPLATE_URL = '/templates/xendit-detailed-transactions-report.csv';

type PaymentReportImportActionsProps = {
  /** The organisation's providers whose reports can be imported. */
  providers: readonly { id: string; name: string }[];
  canManage: boolean;
  onImported: () => void;
};

/**
 * A payment list's CSV buttons: the documented header of the report that is
 * imported (Xendit's Detailed Transactions Report), and, for who may, Import,
 * which asks which provider the report is from and follows the import with
 * its row errors and warnings.
 */
export function PaymentReportImportActions({
  providers,
  canManage,
  onImported,
}: PaymentReportImportActionsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [providerId, setProviderId] = useState('');
  const chosen = providerId || (providers.length === 1 ? providers[0]!.id : '');
  return (
    <>
      <Button asChild variant="outline" data-testid="download-payment-report-template">
        <a href={XENDIT_REPORT_TEMPLATE_URL} download>
          <MenuIcon name="download" />
          <FormattedMessage id="paymentRecords.import.template" />
        </a>
      </Button>
      {canManage ? (
        <>
          <Button
            variant="outline"
            onClick={() => setOpen(true)}
            disabled={providers.length === 0}
            data-testid="import-payment-report"
          >
            <MenuIcon name="upload" />
            <FormattedMessage id="paymentRecords.import.button" />
          </Button>
          <ImportDialog
            purpose="PAYMENT_REPORT"
            open={open}
            onClose={() => setOpen(false)}
            title={<FormattedMessage id="paymentRecords.import.title" />}
            description={<FormattedMessage id="paymentRecords.import.description" />}
            templateHref={XENDIT_REPORT_TEMPLATE_URL}
            ready={chosen !== ''}
            startInput={{ paymentProviderId: chosen }}
            onCompleted={onImported}
            fields={
              <FormField label={<FormattedMessage id="paymentRecords.import.provider" />} required>
                <OptionSelect
                  name="paymentProviderId"
                  data-testid="payment-report-provider"
                  value={chosen}
                  onChange={(event) => setProviderId(event.currentTarget.value)}
                  placeholder={intl.formatMessage({ id: 'paymentRecords.import.chooseProvider' })}
                  options={providers.map((provider) => ({
                    value: provider.id,
                    label: provider.name,
                  }))}
                />
              </FormField>
            }
          />
        </>
      ) : null}
    </>
  );
}
