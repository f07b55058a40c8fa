import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { ORDER_KINDS, orderPermission, type OrderKind } from './orderKinds';
import { KIND_WORDS } from './paymentLabels';
import { PaymentOrderTabs } from './PaymentOrderTabs';
import type { PaymentSearch } from './paymentSearch';

/** What the payments and transfers screens share around their list: the header with "Create", and the tabs. */
export function PaymentOrdersFrame({ kind, permissions, search, children }: { kind: OrderKind; permissions: readonly string[]; search: PaymentSearch; children: ReactNode }) {
  const { pathname } = useLocation();
  const words = KIND_WORDS[kind];
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={words.title.id} />}
        description={<FormattedMessage id={words.subtitle.id} />}
        actions={
          permissions.includes(orderPermission(kind, 'create')) ? (
            <LinkButton to={ORDER_KINDS[kind].createPath} icon="plus" primary label={<FormattedMessage id={words.create.id} />} testId={kind === 'PAYMENT' ? 'create-payment' : 'create-transfer'} />
          ) : null
        }
      />
      <PaymentOrderTabs path={pathname} search={search} />
      {children}
    </>
  );
}
