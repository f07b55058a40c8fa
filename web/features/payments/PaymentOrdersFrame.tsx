import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useRevalidator } from 'react-router';
import { ImportActions } from '../../domain/import/ImportActions';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { ORDER_KINDS, orderPermission, type OrderKind } from './orderKinds';
import { KIND_WORDS } from './paymentLabels';
import { PaymentOrderTabs } from './PaymentOrderTabs';
import type { PaymentSearch } from './paymentSearch';

/**
 * What the payments and transfers screens share around their list: the
 * header with "Create" and the CSV import (its template and dialog) for who
 * may create, and the tabs. A completed import reads the list again.
 */
export function PaymentOrdersFrame({
  kind,
  permissions,
  search,
  children,
}: {
  kind: OrderKind;
  permissions: readonly string[];
  search: PaymentSearch;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const words = KIND_WORDS[kind];
  const { importPurpose, template } = ORDER_KINDS[kind];
  const area = ORDER_KINDS[kind].area;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={words.title.id} />}
        description={<FormattedMessage id={words.subtitle.id} />}
        actions={
          permissions.includes(orderPermission(kind, 'create')) ? (
            <>
              <ImportActions
                purpose={importPurpose}
                title={<FormattedMessage id={words.importTitle.id} />}
                description={<FormattedMessage id={words.importDescription.id} />}
                template={{
                  href: `/templates/${template}`,
                  fileName: template,
                  label: <FormattedMessage id={words.template.id} />,
                  testId: `${area}-template`,
                }}
                importButton={{
                  label: <FormattedMessage id={words.importButton.id} />,
                  testId: `import-${area}`,
                }}
                onImported={() => void revalidate()}
              />
              <LinkButton
                to={ORDER_KINDS[kind].createPath}
                icon="plus"
                primary
                label={<FormattedMessage id={words.create.id} />}
                testId={kind === 'PAYMENT' ? 'create-payment' : 'create-transfer'}
              />
            </>
          ) : null
        }
      />
      <PaymentOrderTabs path={pathname} search={search} />
      {children}
    </>
  );
}
