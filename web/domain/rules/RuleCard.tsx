import { Badge, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RuleOrderActions, type RuleOrderActionsProps } from '../../ui/RuleOrderActions';
import { ruleMessageIds, type RuleMessages } from './ruleMessages';

/** What a rules list gives each card: whether the viewer may change the rules, and the card's place and actions. */
export type RuleCardActions = Omit<RuleOrderActionsProps, 'name'> & {
  /** Whether the viewer may change the rules; without it the card only shows. */
  canManage: boolean;
};

type RuleCardProps = RuleCardActions & {
  /** The screen's catalogue prefix: the priority's label and the on/off badge. */
  messages: RuleMessages;
  testId: string;
  rule: { readonly name: string; readonly priority: number; readonly enabled: boolean };
  /** Badges beside the name, before (`leading`) and after (`trailing`) the one that says whether the rule is on. */
  badges: { leading?: ReactNode; trailing?: ReactNode };
  /** What the rule does, in words, under its name. */
  children: ReactNode;
};

/**
 * One rule in a priority list: its place, name, whether it is on and the
 * screen's own badges, what it does, and (for a viewer who may change the
 * rules) move up and down, edit and delete.
 */
export function RuleCard({
  messages,
  testId,
  rule,
  badges,
  children,
  canManage,
  ...actions
}: RuleCardProps) {
  const intl = useIntl();
  const ids = ruleMessageIds(messages);
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      data-testid={testId}
      data-rule-name={rule.name}
      data-priority={rule.priority}
    >
      <Card.Body padding={{ base: '4', md: '5' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justifyContent="space-between">
          <HStack alignItems="flex-start" gap="3" minWidth="0">
            <Badge
              variant="solid"
              colorPalette="brand"
              size="lg"
              flexShrink="0"
              aria-label={intl.formatMessage({ id: ids.priority }, { priority: rule.priority })}
            >
              {rule.priority}
            </Badge>
            <Stack gap="2" minWidth="0">
              <Flex gap="2" wrap="wrap" alignItems="center">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {rule.name}
                </Text>
                {badges.leading}
                <Badge colorPalette={rule.enabled ? 'green' : 'gray'}>
                  <FormattedMessage id={rule.enabled ? ids.enabled : ids.disabled} />
                </Badge>
                {badges.trailing}
              </Flex>
              {children}
            </Stack>
          </HStack>
          {canManage ? <RuleOrderActions name={rule.name} {...actions} /> : null}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
