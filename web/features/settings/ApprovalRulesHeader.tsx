import { Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AddButton } from '../../ui/AddButton';

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
          {onAdd ? null : (
            <Text
              color="fg.muted"
              fontSize="sm"
              fontStyle="italic"
              data-testid="approval-rules-no-permission"
            >
              <FormattedMessage id="controls.noPermission" />
            </Text>
          )}
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
