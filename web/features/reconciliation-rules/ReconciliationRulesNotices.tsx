import { FormattedMessage } from 'react-intl';
import { NoticeAlert } from '../../ui/NoticeAlert';

type ReconciliationRulesNoticesProps = {
  /** Whether runs use the default rule (the organisation has none of its own). */
  usesDefault: boolean;
  /** Whether an enabled rule confirms by itself while the viewer, who manages rules, may not auto-reconcile. */
  needsAutoPermission: boolean;
};

/** What the rules screen says above the rules: that runs use the default rule, and that auto-confirming needs a permission the viewer lacks. */
export function ReconciliationRulesNotices({
  usesDefault,
  needsAutoPermission,
}: ReconciliationRulesNoticesProps) {
  return (
    <>
      {usesDefault ? (
        <NoticeAlert
          status="info"
          title={<FormattedMessage id="reconciliation.rulesPage.defaultTitle" />}
          description={<FormattedMessage id="reconciliation.rulesPage.defaultBody" />}
          testId="rules-use-default"
        />
      ) : null}
      {needsAutoPermission ? (
        <NoticeAlert
          status="warning"
          title={<FormattedMessage id="reconciliation.rulesPage.autoGuardTitle" />}
          description={<FormattedMessage id="reconciliation.rulesPage.autoGuardBody" />}
          testId="rules-need-auto-permission"
        />
      ) : null}
    </>
  );
}
