import { Card } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { PanelTitleRow } from '../../ui/PanelTitleRow';

/** The scenario list's title and what scenarios are, with the button that makes one for those who plan (`onCreate`). */
export function ScenarioPanelHeader({ onCreate }: { onCreate: (() => void) | null }) {
  return (
    <Card.Header paddingBottom="2">
      <PanelTitleRow
        title={<FormattedMessage id="cashForecast.scenarios.title" />}
        description={<FormattedMessage id="cashForecast.scenarios.subtitle" />}
      >
        {onCreate ? (
          <ActionButtonList
            size="sm"
            buttons={[
              {
                label: 'cashForecast.scenarios.create',
                testId: 'cash-forecast-scenario-create',
                look: 'main',
                icon: 'plus',
                onClick: onCreate,
              },
            ]}
          />
        ) : null}
      </PanelTitleRow>
    </Card.Header>
  );
}
