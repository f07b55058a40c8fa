import { graphql } from 'react-relay';
import { useCommit } from '../../relay/useCommit';
import type { useImportMutationsCounterpartiesConfirmMutation } from '../../__generated__/useImportMutationsCounterpartiesConfirmMutation.graphql';
import type { useImportMutationsCounterpartiesStartMutation } from '../../__generated__/useImportMutationsCounterpartiesStartMutation.graphql';
import type { useImportMutationsExpectedTransactionsConfirmMutation } from '../../__generated__/useImportMutationsExpectedTransactionsConfirmMutation.graphql';
import type { useImportMutationsExpectedTransactionsStartMutation } from '../../__generated__/useImportMutationsExpectedTransactionsStartMutation.graphql';
import type { useImportMutationsPaymentsConfirmMutation } from '../../__generated__/useImportMutationsPaymentsConfirmMutation.graphql';
import type { useImportMutationsPaymentsStartMutation } from '../../__generated__/useImportMutationsPaymentsStartMutation.graphql';
import type { useImportMutationsPaymentReportConfirmMutation } from '../../__generated__/useImportMutationsPaymentReportConfirmMutation.graphql';
import type { useImportMutationsPaymentReportStartMutation } from '../../__generated__/useImportMutationsPaymentReportStartMutation.graphql';
import type { useImportMutationsStatementConfirmMutation } from '../../__generated__/useImportMutationsStatementConfirmMutation.graphql';
import type { useImportMutationsStatementStartMutation } from '../../__generated__/useImportMutationsStatementStartMutation.graphql';
import type { useImportMutationsTransfersConfirmMutation } from '../../__generated__/useImportMutationsTransfersConfirmMutation.graphql';
import type { useImportMutationsTransfersStartMutation } from '../../__generated__/useImportMutationsTransfersStartMutation.graphql';
import type { ImportStartOutcome } from './ImportDialog';
import { importOutcomeOf } from './toImportOutcome';
import type { ImportPurpose } from './uploadFile';

/** What a start needs besides the uploaded file: a statement names the account it belongs to, a payment report its provider. */
export type ImportStartInput = { bankAccountId?: string; paymentProviderId?: string };

/** Starts the import of an uploaded file, with the mutation its purpose calls for. */
type StartImport = (
  purpose: ImportPurpose,
  uploadId: string,
  input: ImportStartInput,
) => Promise<ImportStartOutcome>;

/** Confirms an import whose file has only warnings, with the mutation its purpose calls for. */
type ConfirmImport = (purpose: ImportPurpose, importId: string) => Promise<ImportStartOutcome>;

/**
 * The start and confirm mutations of every CSV import, by purpose, so one
 * dialog serves counterparties, expected transactions, statements, payment
 * reports, payments and transfers. Every
 * payload is an `ImportPayload`; the dialog follows the import it names.
 */
export function useImportMutations(): {
  start: StartImport;
  confirm: ConfirmImport;
} {
  return { start: useImportStart(), confirm: useImportConfirm() };
}

/** The start mutation of every import purpose, behind one function that picks the right one. */
function useImportStart(): StartImport {
  const [startCounterparties] = useCommit<useImportMutationsCounterpartiesStartMutation>(graphql`
    mutation useImportMutationsCounterpartiesStartMutation($input: ImportStartInput!) {
      counterpartyImportStart(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [startExpected] = useCommit<useImportMutationsExpectedTransactionsStartMutation>(graphql`
    mutation useImportMutationsExpectedTransactionsStartMutation($input: ImportStartInput!) {
      expectedTransactionImportStart(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [startStatement] = useCommit<useImportMutationsStatementStartMutation>(graphql`
    mutation useImportMutationsStatementStartMutation($input: StatementImportStartInput!) {
      statementImportStart(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [startPaymentReport] = useCommit<useImportMutationsPaymentReportStartMutation>(graphql`
    mutation useImportMutationsPaymentReportStartMutation($input: PaymentReportImportStartInput!) {
      paymentReportImportStart(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [startPayments] = useCommit<useImportMutationsPaymentsStartMutation>(graphql`
    mutation useImportMutationsPaymentsStartMutation($input: ImportStartInput!) {
      paymentImportStart(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [startTransfers] = useCommit<useImportMutationsTransfersStartMutation>(graphql`
    mutation useImportMutationsTransfersStartMutation($input: ImportStartInput!) {
      transferImportStart(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);

  return (purpose, uploadId, input) => {
    switch (purpose) {
      case 'COUNTERPARTIES':
        return importOutcomeOf(
          startCounterparties({ variables: { input: { uploadId } } }).then(
            (response) => response.counterpartyImportStart,
          ),
        );
      case 'EXPECTED_TRANSACTIONS':
        return importOutcomeOf(
          startExpected({ variables: { input: { uploadId } } }).then(
            (response) => response.expectedTransactionImportStart,
          ),
        );
      case 'STATEMENT':
        return importOutcomeOf(
          startStatement({
            variables: { input: { uploadId, bankAccountId: input.bankAccountId ?? '' } },
          }).then((response) => response.statementImportStart),
        );
      case 'PAYMENT_REPORT':
        return importOutcomeOf(
          startPaymentReport({
            variables: { input: { uploadId, paymentProviderId: input.paymentProviderId ?? '' } },
          }).then((response) => response.paymentReportImportStart),
        );
      case 'PAYMENTS':
        return importOutcomeOf(
          startPayments({ variables: { input: { uploadId } } }).then(
            (response) => response.paymentImportStart,
          ),
        );
      case 'TRANSFERS':
        return importOutcomeOf(
          startTransfers({ variables: { input: { uploadId } } }).then(
            (response) => response.transferImportStart,
          ),
        );
    }
  };
}

/** The confirm mutation of every import purpose, behind one function that picks the right one. */
function useImportConfirm(): ConfirmImport {
  const [confirmCounterparties] = useCommit<useImportMutationsCounterpartiesConfirmMutation>(
    graphql`
      mutation useImportMutationsCounterpartiesConfirmMutation($input: ImportConfirmInput!) {
        counterpartyImportConfirm(input: $input) {
          ...useImportMutations_payload @relay(mask: false)
        }
      }
    `,
  );
  const [confirmExpected] = useCommit<useImportMutationsExpectedTransactionsConfirmMutation>(
    graphql`
      mutation useImportMutationsExpectedTransactionsConfirmMutation($input: ImportConfirmInput!) {
        expectedTransactionImportConfirm(input: $input) {
          ...useImportMutations_payload @relay(mask: false)
        }
      }
    `,
  );
  const [confirmStatement] = useCommit<useImportMutationsStatementConfirmMutation>(graphql`
    mutation useImportMutationsStatementConfirmMutation($input: ImportConfirmInput!) {
      statementImportConfirm(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [confirmPaymentReport] = useCommit<useImportMutationsPaymentReportConfirmMutation>(graphql`
    mutation useImportMutationsPaymentReportConfirmMutation($input: ImportConfirmInput!) {
      paymentReportImportConfirm(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [confirmPayments] = useCommit<useImportMutationsPaymentsConfirmMutation>(graphql`
    mutation useImportMutationsPaymentsConfirmMutation($input: ImportConfirmInput!) {
      paymentImportConfirm(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);
  const [confirmTransfers] = useCommit<useImportMutationsTransfersConfirmMutation>(graphql`
    mutation useImportMutationsTransfersConfirmMutation($input: ImportConfirmInput!) {
      transferImportConfirm(input: $input) {
        ...useImportMutations_payload @relay(mask: false)
      }
    }
  `);

  return (purpose, importId) => {
    const variables = { input: { importId } };
    switch (purpose) {
      case 'COUNTERPARTIES':
        return importOutcomeOf(
          confirmCounterparties({ variables }).then(
            (response) => response.counterpartyImportConfirm,
          ),
        );
      case 'EXPECTED_TRANSACTIONS':
        return importOutcomeOf(
          confirmExpected({ variables }).then(
            (response) => response.expectedTransactionImportConfirm,
          ),
        );
      case 'STATEMENT':
        return importOutcomeOf(
          confirmStatement({ variables }).then((response) => response.statementImportConfirm),
        );
      case 'PAYMENT_REPORT':
        return importOutcomeOf(
          confirmPaymentReport({ variables }).then(
            (response) => response.paymentReportImportConfirm,
          ),
        );
      case 'PAYMENTS':
        return importOutcomeOf(
          confirmPayments({ variables }).then((response) => response.paymentImportConfirm),
        );
      case 'TRANSFERS':
        return importOutcomeOf(
          confirmTransfers({ variables }).then((response) => response.transferImportConfirm),
        );
    }
  };
}

/** What every import mutation answers: the import to follow, or why it was refused (read unmasked above). */
export const importPayloadFragment = graphql`
  fragment useImportMutations_payload on ImportPayload {
    import {
      ...ImportDialog_import
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;
