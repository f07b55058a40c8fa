import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackLink } from './BackLink';
import { PageHeader } from './PageHeader';

type RecordPageHeaderProps = {
  /** The list the record belongs to, and the link's words back to it. */
  back: { to: string; label: ReactNode };
  /** What the record is called. */
  title: ReactNode;
  /** Its status badges, before its amount. */
  badges: ReactNode;
  /** Its amount, written in the member's language. */
  amount: ReactNode;
  /** The amount's colour, where it says which way the money went. */
  amountColor?: string;
  /** The moves the record offers. */
  actions?: ReactNode;
  /** Names the title and the amount for tests: `<testId>-title`, `<testId>-amount`. */
  testId: string;
};

/**
 * The head of a page of one record (a bill, a payment, a statement line): the
 * way back to its list, its name, its status and amount under it, and its
 * moves on the right.
 */
export function RecordPageHeader({
  back,
  title,
  badges,
  amount,
  amountColor,
  actions,
  testId,
}: RecordPageHeaderProps) {
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <PageHeader
        title={
          <Text as="span" overflowWrap="anywhere" data-testid={`${testId}-title`}>
            {title}
          </Text>
        }
        description={
          <HStack as="span" gap="2" wrap="wrap">
            {badges}
            <Text
              as="span"
              fontVariantNumeric="tabular-nums"
              color={amountColor}
              data-testid={`${testId}-amount`}
            >
              {amount}
            </Text>
          </HStack>
        }
        actions={actions}
      />
    </>
  );
}
