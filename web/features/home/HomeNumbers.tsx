import { SimpleGrid } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { HomeNumbers_summary$key } from '../../__generated__/HomeNumbers_summary.graphql';
import { HomeApprovalsFigure } from './HomeApprovalsFigure';
import { HomeCashFigure } from './HomeCashFigure';
import { HomeDueFigure } from './HomeDueFigure';
import { HomeUnreconciledFigure } from './HomeUnreconciledFigure';

/**
 * The numbers a finance lead wants first: cash today by
 * currency, what is due in and out this week, what waits for approval and
 * what is not reconciled yet, each a link to the screen behind it. A figure
 * the member may not read is left out, not shown as zero.
 */
export function HomeNumbers({ summary }: { summary: HomeNumbers_summary$key }) {
  const data = useFragment(
    graphql`
      fragment HomeNumbers_summary on HomeSummary {
        ...HomeCashFigure_summary
        ...HomeDueFigure_summary
        ...HomeApprovalsFigure_summary
        ...HomeUnreconciledFigure_summary
      }
    `,
    summary,
  );
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, xl: 4 }}
      gap="4"
      marginBottom="6"
      data-testid="home-numbers"
    >
      <HomeCashFigure summary={data} />
      <HomeDueFigure summary={data} />
      <HomeApprovalsFigure summary={data} />
      <HomeUnreconciledFigure summary={data} />
    </SimpleGrid>
  );
}
