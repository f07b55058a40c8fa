import { Card, HStack, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AddButton } from '../../ui/AddButton';
import { SectionTitle } from '../../ui/SectionTitle';
import { ControlsNoPermissionNote } from './ControlsNoPermissionNote';
import { SettingRow } from './SettingRow';

/**
 * The approval rules card's title and hint, with Add for those who may
 * change the rules (`onAdd`; disabled once the list is `full`) and a note
 * for those who may not.
 */
export function ApprovalRulesHeader({
  onAdd,
  full,
}: {
  onAdd: (() => void) | null;
  full: boolean;
}) {
  return (
    <Card.Header>
      <SettingRow gap="3" alignItems={{ base: 'stretch', md: 'flex-start' }}>
        <Stack gap="1">
          <SectionTitle
            title={<FormattedMessage id="controls.approvalRules.title" />}
            description={<FormattedMessage id="controls.approvalRules.hint" />}
          />
          {onAdd ? null : <ControlsNoPermissionNote testId="approval-rules-no-permission" />}
        </Stack>
        {onAdd ? (
          <HStack flexShrink={0}>
            <AddButton
              label={<FormattedMessage id="controls.approvalRules.add" />}
              onClick={onAdd}
              disabled={full}
              testId="approval-rule-add"
            />
          </HStack>
        ) : null}
      </SettingRow>
    </Card.Header>
  );
}
