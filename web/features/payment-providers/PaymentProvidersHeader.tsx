import { FormattedMessage } from 'react-intl';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { PageHeader } from '../../ui/PageHeader';

type PaymentProvidersHeaderProps = {
  /** `payment-providers:manage`: without it adding a provider is not offered. */
  canManage: boolean;
  onAdd: () => void;
};

/** The payment providers screen's title and its actions: the records, the transactions, and adding a provider. */
export function PaymentProvidersHeader({ canManage, onAdd }: PaymentProvidersHeaderProps) {
  return (
    <PageHeader
      title={<FormattedMessage id="paymentProviders.title" />}
      description={<FormattedMessage id="paymentProviders.subtitle" />}
      actions={
        <ActionButtonList
          buttons={[
            {
              label: 'paymentProviders.records',
              testId: 'payment-providers-records',
              look: 'plain',
              to: '/payment-records',
            },
            {
              label: 'paymentProviders.transactions',
              testId: 'payment-providers-transactions',
              look: 'plain',
              to: '/payment-transactions',
            },
            {
              label: 'paymentProviders.add',
              testId: 'add-payment-provider',
              look: 'main',
              icon: 'plus',
              shown: canManage,
              onClick: onAdd,
            },
          ]}
        />
      }
    />
  );
}
