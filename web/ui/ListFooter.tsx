import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LoadMore {
  label: ReactNode;
  testId: string;
  hasNext: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

function LoadMoreButton({ loadMore }: { loadMore: LoadMore }) {
  return (
    <Button
      data-testid={loadMore.testId}
      size="sm"
      variant="outline"
      loading={loadMore.loading}
      onClick={loadMore.onLoadMore}
    >
      {loadMore.label}
    </Button>
  );
}

/**
 * The foot of a paginated list: how many rows it shows of how many ("Showing
 * 25 of 140") and, while the server holds more, the button that loads the
 * next page. `wrap` lets the two stack on a phone when the line is long.
 */
export function ListFooter({
  summary,
  summaryTestId,
  loadMore,
  actions,
  wrap = false,
}: {
  summary: ReactNode;
  summaryTestId?: string;
  loadMore: LoadMore;
  /** What the list offers beside "Load more" (the statement export). */
  actions?: ReactNode;
  wrap?: boolean;
}) {
  const button = loadMore.hasNext ? <LoadMoreButton loadMore={loadMore} /> : null;
  return (
    <Flex
      justifyContent="space-between"
      alignItems="center"
      {...(wrap ? { gap: '3', wrap: 'wrap' } : {})}
      paddingX="4"
      paddingY="3"
      borderTopWidth="1px"
      borderColor="border"
      fontSize="sm"
      color="fg.muted"
    >
      <Text data-testid={summaryTestId}>{summary}</Text>
      {actions === undefined ? (
        button
      ) : (
        <HStack gap="2" wrap="wrap">
          {actions}
          {button}
        </HStack>
      )}
    </Flex>
  );
}

/** The foot of a list that only grows (exports, activity): the button that loads more while there is more, then a closing note. Nothing under an empty list. */
export function LoadMoreFooter({
  loadMore,
  end,
  empty,
}: {
  loadMore: LoadMore;
  end: ReactNode;
  empty: boolean;
}) {
  if (loadMore.hasNext) {
    return (
      <Flex justifyContent="center" padding="4" borderTopWidth="1px" borderColor="border">
        <LoadMoreButton loadMore={loadMore} />
      </Flex>
    );
  }
  if (empty) return null;
  return (
    <Text
      textAlign="center"
      fontSize="sm"
      color="fg.muted"
      padding="4"
      borderTopWidth="1px"
      borderColor="border"
    >
      {end}
    </Text>
  );
}
