import { Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AddButton } from '../../ui/AddButton';
import { ControlsNoPermissionNote } from './ControlsNoPermissionNote';

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
      <Flex
        gap="3"
        justifyContent="space-between"
        alignItems={{ base: 'stretch', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h2" size="md">
            <FormattedMessage id="controls.approvalRules.title" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="controls.approvalRules.hint" />
          </Text>
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
      </Flex>
    </Card.Header>
  );
}
