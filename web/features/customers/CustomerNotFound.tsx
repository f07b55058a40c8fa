import { FormattedMessage } from 'react-intl';
import { RecordNotFound } from '../../ui/RecordEditNotices';
import { CUSTOMERS_PATH } from './customerStage';

/** What a customer's page and its edit form show for a customer of another organisation, or none: the service's words and the way back to the list. */
export function CustomerNotFound() {
  return (
    <RecordNotFound
      testId="customer-not-found"
      icon="customers"
      code="U-INV-CU-1"
      body={<FormattedMessage id="customers.notFoundBody" />}
      back={{ to: CUSTOMERS_PATH, label: <FormattedMessage id="customers.back" /> }}
    />
  );
}
