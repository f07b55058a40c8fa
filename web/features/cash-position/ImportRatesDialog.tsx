import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ImportRatesDialogMutation } from '../../__generated__/ImportRatesDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormDialog, FormDialogFooter } from '../../ui/FormDialog';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import { FX_RATES_TEMPLATE_URL } from './fxRatesTemplate';
import { ImportRatesIssues, type ImportRatesIssue } from './ImportRatesIssues';
import { CsvDropzone } from '../../ui/CsvDropzone';

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
  const { dialogError, file, issues, attempt, importing, choose, submit } = useImportRates(
    onClose,
    onImported,
  );

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage
              id="cashPosition.rates.importDialog.body"
              values={{ columns: 'date,currency,rate', example: '2026-11-20,USD,16250.50' }}
            />
          </Text>
          <FormErrorAlert message={dialogError.error} testId="import-rates-error" />
          <CsvDropzone
            key={attempt}
            file={file}
            onFileChange={(details) => choose(details.acceptedFiles.at(-1))}
            disabled={importing}
            hint={<FormattedMessage id="cashPosition.rates.importDialog.hint" />}
            testId="import-rates-file"
          />
          <RatesTemplateLink />
          {issues ? <ImportRatesIssues shown={issues.shown} count={issues.count} /> : null}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter
        onCancel={onClose}
        submitting={importing}
        submitLabel={<FormattedMessage id="cashPosition.rates.importDialog.submit" />}
        submitTestId="import-rates-submit"
        submitDisabled={!file}
        onSubmit={() => void submit()}
      />
    </>
  );
}

/**
 * The import's state and moves: the chosen file, the issues the last try found (the picker starting
 * afresh after each), and the import itself, which closes the dialog and says so when every line is read.
 */
function useImportRates(onClose: () => void, onImported: () => void) {
  const intl = useIntl();
  const dialogError = useDialogError();
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<{ shown: ImportRatesIssue[]; count: number } | null>(null);
  // The picker starts afresh after each try, so the corrected file can be chosen again (it takes one file at a time).
  const [attempt, setAttempt] = useState(0);
  const [commitImport, importing] = useCommit<ImportRatesDialogMutation>(graphql`
    mutation ImportRatesDialogMutation($input: FxRatesImportInput!) {
      fxRatesImport(input: $input) {
        imported
        replaced
        issueCount
        issues {
          line
          field
          code
          message
          value
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    dialogError.clear();
    setIssues(null);
    setFile(chosen);
  };

  const submit = async () => {
    if (!file) return;
    setIssues(null);
    const content = await file.text();
    if (content.length > MAX_CHARS) {
      dialogError.showUserErrors([{ code: 'U-TRSY-FX-14', message: '' }]);
      return;
    }
    const payload = await dialogError.outcome(
      commitImport({ variables: { input: { fileName: file.name, content } } }).then(
        (response) => response.fxRatesImport,
      ),
    );
    if (!payload) return;
    if (payload.issues.length > 0) {
      setIssues({ shown: [...payload.issues], count: payload.issueCount });
      setAttempt((count) => count + 1);
      return;
    }
    onClose();
    onImported();
    toastSuccess(
      intl.formatMessage(
        { id: 'cashPosition.rates.imported' },
        { count: payload.imported, replaced: payload.replaced },
      ),
    );
  };

  return { dialogError, file, issues, attempt, importing, choose, submit };
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
