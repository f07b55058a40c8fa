import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { HomeUnreconciledFigure_summary$key } from '../../__generated__/HomeUnreconciledFigure_summary.graphql';
import { formatCount } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { HomeFigure, HomeFigureValue } from './HomeFigure';

/** The statement lines not reconciled yet, and the proposals waiting, linked to reconciliation; nothing when the member may not read it. */
export function HomeUnreconciledFigure({
  summary,
}: {
  summary: HomeUnreconciledFigure_summary$key;
}) {
  const { reconciliation } = useFragment(
    graphql`
      fragment HomeUnreconciledFigure_summary on HomeSummary {
        reconciliation {
          unreconciledLines
          pendingProposals
        }
      }
    `,
    summary,
  );
  const { language } = useLanguage();
  if (!reconciliation) return null;
  return (
    <HomeFigure
      title={<FormattedMessage id="home.numbers.unreconciled" />}
      link={{
        to: '/reconciliation',
        label: <FormattedMessage id="home.numbers.unreconciled.link" />,
      }}
      testId="home-unreconciled"
    >
      <HomeFigureValue testId="home-unreconciled-lines">
        {formatCount(reconciliation.unreconciledLines, language)}
      </HomeFigureValue>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage
          id="home.numbers.unreconciled.lines"
          values={{ count: reconciliation.unreconciledLines }}
        />
        {reconciliation.pendingProposals ? (
          <>
            {' · '}
            <FormattedMessage
              id="home.numbers.unreconciled.proposals"
              values={{
                count: reconciliation.pendingProposals,
                shown: formatCount(reconciliation.pendingProposals, language),
              }}
            />
          </>
        ) : null}
      </Text>
    </HomeFigure>
  );
}
