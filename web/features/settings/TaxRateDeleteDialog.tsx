import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { TaxRateDeleteDialogMutation } from '../../__generated__/TaxRateDeleteDialogMutation.graphql';
import { formatRate } from '../../domain/formatRate';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';
import type { TaxRateTarget } from './TaxRateRow';

/**
 * Asks before deleting a rate entered wrongly; once a document uses it the
 * service refuses, and the dialog says how many documents do and that they
 * keep the rate they were issued at.
 */
export function TaxRateDeleteDialog({
  rate,
  onClose,
  onDeleted,
}: {
  /** The rate to delete; null: closed. */
  rate: TaxRateTarget | null;
  onClose: () => void;
  onDeleted: () => unknown;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [commit] = useCommit<TaxRateDeleteDialogMutation>(graphql`
    mutation TaxRateDeleteDialogMutation($input: TaxExchangeRateDeleteInput!) {
      taxExchangeRateDelete(input: $input) {
        deletedTaxExchangeRateId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const words = rate
    ? {
        currency: rate.currency,
        week: formatDate(rate.validFrom, language),
        rate: formatRate(rate.rate, rate.currency, language),
      }
    : { currency: '', week: '', rate: '' };
  return (
    <DeleteDialog
      open={rate !== null}
      onClose={onClose}
      commit={
        rate
          ? async () =>
              (await commit({ variables: { input: { taxExchangeRateId: rate.id } } }))
                .taxExchangeRateDelete
          : null
      }
      done={(payload) => payload.deletedTaxExchangeRateId !== null}
      onDone={onDeleted}
      doneMessage={intl.formatMessage({ id: 'orders.taxRates.deleted' }, words)}
      title={<FormattedMessage id="orders.taxRates.deleteDialog.title" />}
      body={<FormattedMessage id="orders.taxRates.deleteDialog.body" values={words} />}
      confirmLabel={<FormattedMessage id="orders.taxRates.delete" />}
      testId="tax-rate-delete"
    />
  );
}
