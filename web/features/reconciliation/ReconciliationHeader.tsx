import { FormattedMessage } from 'react-intl';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { PageHeader } from '../../ui/PageHeader';

type ReconciliationHeaderProps = {
  /** `reconciliation:reconcile`: without it the matching engine's button is not offered. */
  canReconcile: boolean;
  /** The matching engine's run (the page's action). */
  runner: { start: () => Promise<void>; running: boolean };
};

/** The screen's title and its actions: the rules, and running the matching engine. */
export function ReconciliationHeader({ canReconcile, runner }: ReconciliationHeaderProps) {
  return (
    <PageHeader
      title={<FormattedMessage id="reconciliation.title" />}
      description={<FormattedMessage id="reconciliation.subtitle" />}
      actions={
        <ActionButtonList
          buttons={[
            {
              label: 'reconciliation.rules',
              testId: 'reconciliation-rules-link',
              look: 'plain',
              icon: 'settings',
              to: '/reconciliation/rules',
            },
            {
              label: 'reconciliation.run.button',
              testId: 'reconciliation-run',
              look: 'main',
              icon: 'reconcile',
              shown: canReconcile,
              loading: runner.running,
              onClick: () => void runner.start(),
            },
          ]}
        />
      }
    />
  );
}
