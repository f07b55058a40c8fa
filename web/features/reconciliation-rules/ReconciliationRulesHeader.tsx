import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { BackLink } from '../../ui/BackLink';
import { MenuIcon } from '../../ui/MenuIcon';
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
            <Button colorPalette="brand" onClick={onAdd} data-testid="create-reconciliation-rule">
              <MenuIcon name="plus" />
              <FormattedMessage id="reconciliation.rulesPage.add" />
            </Button>
          ) : null
        }
      />
    </>
  );
}
