import { Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type {
  StatementExportButtonMutation,
  StatementTransactionsExportInput,
} from '../../__generated__/StatementExportButtonMutation.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { toaster } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';

/**
 * Exports the lines the filters show to CSV (spec: exports are asynchronous;
 * the user is emailed when done): the request is queued, a notice says where
 * the link will be mailed and leads to the Exports page, where the file can be
 * downloaded even when no mail is sent; a link beside the button opens it too.
 */
export function StatementExportButton({
  filters,
  disabled,
}: {
  filters: StatementTransactionsExportInput;
  disabled: boolean;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const navigate = useNavigate();
  const [commit, exporting] = useCommit<StatementExportButtonMutation>(graphql`
    mutation StatementExportButtonMutation($input: StatementTransactionsExportInput!) {
      statementTransactionsExport(input: $input) {
        export {
          id
          status
        }
        mailTo
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const failed = (message: string | null): void => {
    toaster.create({
      type: 'error',
      title: message ?? intl.formatMessage({ id: 'error.U-TRSY-EX-3' }),
      closable: true,
    });
  };

  const start = async () => {
    try {
      const { statementTransactionsExport: result } = await commit({
        variables: { input: filters },
      });
      const [problem] = result.userErrors;
      if (problem || !result.export)
        return failed(problem ? errorMessage(problem.code, problem.message) : null);
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'statements.export.started' }),
        description: intl.formatMessage(
          { id: 'statements.export.mailed' },
          { email: result.mailTo ?? '' },
        ),
        action: {
          label: intl.formatMessage({ id: 'statements.export.see' }),
          onClick: () => void navigate('/exports'),
        },
        closable: true,
      });
    } catch (error) {
      failed(mutationFailure(error));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void start()}
        loading={exporting}
        disabled={disabled}
        data-testid="statement-export"
      >
        <MenuIcon name="download" />
        <FormattedMessage id="statements.export.button" />
      </Button>
      <Button asChild size="sm" variant="ghost">
        <RouterLink to="/exports" data-testid="statement-exports-link">
          <FormattedMessage id="statements.export.list" />
        </RouterLink>
      </Button>
    </>
  );
}
