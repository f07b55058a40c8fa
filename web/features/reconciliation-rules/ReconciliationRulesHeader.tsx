import { FormattedMessage } from 'react-intl';
import { BackLink } from '../../ui/BackLink';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { PageHeader } from '../../ui/PageHeader';

type ReconciliationRulesHeaderProps = {
  /** Adding a rule, for a viewer who may manage them; null hides it. */
  onAdd: (() => void) | null;
};

/** The rules screen's way back to reconciliation, its title, and adding a rule. */
export function ReconciliationRulesHeader({ onAdd }: ReconciliationRulesHeaderProps) {
  return (
    <>
      <BackLink
        to="/reconciliation"
        label={<FormattedMessage id="reconciliation.rulesPage.back" />}
      />
      <PageHeader
        title={<FormattedMessage id="reconciliation.rulesPage.title" />}
        description={<FormattedMessage id="reconciliation.rulesPage.subtitle" />}
        actions={
          onAdd ? (
            <CreateActionButton
              label={<FormattedMessage id="reconciliation.rulesPage.add" />}
              onClick={onAdd}
              testId="create-reconciliation-rule"
            />
          ) : null
        }
      />
    </>
  );
}
