import { Box, Circle, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CUSTOMER_REQUEST_STEPS,
  type CustomerRequestStep,
} from '../../../../contracts/invoicing/customer-values.js';
import { MenuIcon } from '../../../ui/MenuIcon';

type RequestStepperProps = {
  current: CustomerRequestStep;
  completedSteps: readonly string[];
  /** Inside the customer data: the wizard's sections' titles (message ids) and which one is open. */
  sections?: { titles: readonly string[]; current: number };
};

/**
 * Where the buyer is: the three steps (done, current, to come), numbered;
 * on a phone only the current step's name shows beside the numbers. Inside
 * the customer data, a bar of its sections and the open one's place.
 */
export function RequestStepper({ current, completedSteps, sections }: RequestStepperProps) {
  const intl = useIntl();
  const currentIndex = CUSTOMER_REQUEST_STEPS.indexOf(current);
  return (
    <Stack
      gap="4"
      as="nav"
      aria-label={intl.formatMessage({ id: 'customerRequest.steps.label' })}
      data-testid="customer-request-stepper"
    >
      <Flex
        as="ol"
        gap={{ base: '2', md: '4' }}
        alignItems="center"
        listStyleType="none"
        margin="0"
        padding="0"
      >
        {CUSTOMER_REQUEST_STEPS.map((step, index) => {
          const done = completedSteps.includes(step) && index !== currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <Flex
              as="li"
              key={step}
              alignItems="center"
              gap="2"
              flex={isCurrent ? '1 1 auto' : { base: '0 0 auto', md: '1 1 auto' }}
              minWidth="0"
              aria-current={isCurrent ? 'step' : undefined}
              data-testid={`customer-request-step-${step}`}
              data-state={isCurrent ? 'current' : done ? 'done' : 'todo'}
            >
              <Circle
                size="8"
                flexShrink="0"
                fontSize="sm"
                fontWeight="semibold"
                bg={isCurrent ? 'brand.solid' : done ? 'green.subtle' : 'bg'}
                color={isCurrent ? 'white' : done ? 'green.fg' : 'fg.muted'}
                borderWidth={isCurrent || done ? '0' : '1px'}
              >
                {done ? <MenuIcon name="check" boxSize="4" /> : index + 1}
              </Circle>
              <Text
                fontSize="sm"
                fontWeight={isCurrent ? 'semibold' : 'medium'}
                color={isCurrent ? 'fg' : 'fg.muted'}
                display={isCurrent ? 'block' : { base: 'none', md: 'block' }}
                truncate
              >
                <FormattedMessage id={`customerRequest.step.${step}`} />
              </Text>
              {index < CUSTOMER_REQUEST_STEPS.length - 1 ? (
                <Box
                  flex="1"
                  height="1px"
                  bg="border"
                  minWidth="4"
                  display={{ base: isCurrent ? 'block' : 'none', md: 'block' }}
                />
              ) : null}
            </Flex>
          );
        })}
      </Flex>
      {sections ? (
        <Stack gap="2" data-testid="customer-request-sections">
          <HStack gap="1" aria-hidden="true">
            {sections.titles.map((title, index) => (
              <Box
                key={title}
                flex="1"
                height="1.5"
                rounded="full"
                bg={index <= sections.current ? 'brand.solid' : 'border'}
              />
            ))}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="customerRequest.sections.position"
              values={{
                number: sections.current + 1,
                total: sections.titles.length,
                title: intl.formatMessage({ id: sections.titles[sections.current]! }),
              }}
            />
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
