import { useSearchParams } from 'react-router';
import { NavTabs } from '../../navigation/NavTabs';
import { TAB_LABEL } from './paymentLabels';
import { PAYMENT_TABS, tabSlug, writePaymentSearch, type PaymentSearch } from './paymentSearch';

/**
 * The spec's tabs of a payments or transfers list: All, Needs Approval,
 * Scheduled, In Progress, Sent, Failed, Cancelled/Rejected (`?tab=` in the
 * URL), keeping whether archived ones are shown and the sort.
 */
export function PaymentOrderTabs({ path, search }: { path: string; search: PaymentSearch }) {
  const [params] = useSearchParams();
  const tabs = PAYMENT_TABS.map((tab) => ({
    key: tab,
    to: writePaymentSearch(path, { ...search, tab }, params),
    label: TAB_LABEL[tab],
    active: search.tab === tab,
    testId: `payments-tab-${tabSlug(tab)}`,
  }));
  return <NavTabs tabs={tabs} testId="payments-tabs" />;
}
