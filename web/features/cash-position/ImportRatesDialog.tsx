import { Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ImportRatesDialogMutation } from '../../__generated__/ImportRatesDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';
import { FX_RATES_TEMPLATE_URL } from './fxRatesTemplate';
import { LinesImportForm } from '../../domain/import/LinesImportForm';

/** The most characters one import takes (contracts/treasury/fx-rates.ts FX_RATE_IMPORT_MAX_CHARS): about 30,000 rates. */
const MAX_CHARS = 900_000;

type ImportRatesDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called once the rates are written. */
  onImported: () => void;
};

/**
 * Imports rates from a CSV of `date,currency,rate` (the template's columns),
 * all or nothing: the file is checked line by line first, and when any line
 * has a problem every problem is listed by line and nothing is written.
 */
export function ImportRatesDialog({ open, onClose, onImported }: ImportRatesDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      testId="import-rates-dialog"
      title={<FormattedMessage id="cashPosition.rates.importDialog.title" />}
    >
      <ImportRatesForm onClose={onClose} onImported={onImported} />
    </FormDialog>
  );
}

function ImportRatesForm({ onClose, onImported }: Omit<ImportRatesDialogProps, 'open'>) {
  const intl = useIntl();
  const [commitImport, importing] = useCommit<ImportRatesDialogMutation>(graphql`
    mutation ImportRatesDialogMutation($input: FxRatesImportInput!) {
      fxRatesImport(input: $input) {
        imported
        replaced
        issueCount
        issues {
          ...LineIssues_issue @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return (
    <LinesImportForm
      intro={
        <FormattedMessage
          id="cashPosition.rates.importDialog.body"
          values={{ columns: 'date,currency,rate', example: '2026-11-20,USD,16250.50' }}
        />
      }
      hint={<FormattedMessage id="cashPosition.rates.importDialog.hint" />}
      extra={<RatesTemplateLink />}
      messages="cashPosition.rates.importDialog"
      testId="import-rates"
      submitLabel={<FormattedMessage id="cashPosition.rates.importDialog.submit" />}
      tooLarge={{ maxChars: MAX_CHARS, code: 'U-TRSY-FX-14' }}
      send={(fileName, content) =>
        commitImport({ variables: { input: { fileName, content } } }).then(
          (response) => response.fxRatesImport,
        )
      }
      sending={importing}
      onCancel={onClose}
      onImported={(payload) => {
        onClose();
        onImported();
        toastSuccess(
          intl.formatMessage(
            { id: 'cashPosition.rates.imported' },
            { count: payload.imported, replaced: payload.replaced },
          ),
        );
      }}
    />
  );
}

/** A link downloading the CSV template. */
function RatesTemplateLink() {
  return (
    <Button
      asChild
      size="xs"
      variant="plain"
      colorPalette="brand"
      alignSelf="flex-start"
      paddingX="0"
    >
      <a
        href={FX_RATES_TEMPLATE_URL}
        download="fx-rates-template.csv"
        data-testid="import-rates-template"
      >
        <MenuIcon name="download" />
        <FormattedMessage id="cashPosition.rates.template" />
      </a>
    </Button>
  );
}
