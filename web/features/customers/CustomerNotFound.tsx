import { FormattedMessage } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { LinkButton } from '../../ui/LinkButton';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { CUSTOMERS_PATH } from './customerStage';

/** What a customer's page and its edit form show for a customer of another organisation, or none: the service's words and the way back to the list. */
export function CustomerNotFound() {
  const errorMessage = useErrorMessage();
  return (
    <ListEmptyState
      testId="customer-not-found"
      icon="customers"
      title={errorMessage('U-INV-CU-1')}
      body={<FormattedMessage id="customers.notFoundBody" />}
      action={
        <LinkButton
          to={CUSTOMERS_PATH}
          label={<FormattedMessage id="customers.back" />}
          size="sm"
        />
      }
    />
  );
}
