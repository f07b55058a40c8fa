import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BackLink } from '../../ui/BackLink';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';
import type { useMoveRunner } from '../../ui/useMoveRunner';
import {
  DocumentActions,
  type DocumentActionsProps,
  type DocumentMoveCommit,
} from './DocumentActions';
import type { LifecycleAction, LifecycleDocument } from './documentActionMessages';

type InvoicingDocumentPageProps<Document extends LifecycleDocument> = {
  document: Document;
  /** Test ids: `<testIdPrefix>-page-title`, `-page-status`, `-page-total`, `-page-refusal`, and the moves' `<testIdPrefix>-<action>`. */
  testIdPrefix: string;
  /** The list the page goes back to, and its link's words. */
  back: { to: string; label: ReactNode };
  /** The document's id and the name its title and messages show (its number). */
  target: { id: string; name: string };
  status: string;
  tones: Readonly<Record<string, StatusTone>>;
  /** The supplier's or the buyer's name. */
  partyName: string;
  total: { readonly amount: string; readonly currency: string };
  /** What the API answers the viewer may do with it now, the mutation of each, and the page's runner. */
  actions: readonly string[];
  commits: Partial<Record<LifecycleAction<Document>, DocumentMoveCommit>>;
  moves: ReturnType<typeof useMoveRunner>;
  /** What stands before the moves in the header (a download). */
  leading?: ReactNode;
  /** The document's own buttons beyond its lifecycle, among the moves. */
  ownButtons?: ReactNode;
  /** Moves the member confirms first (DocumentActions' `confirmFirst`). */
  confirmFirst?: DocumentActionsProps<Document>['confirmFirst'];
  /** The page's body under the refusal: its facts and tabs. */
  children: ReactNode;
};

/**
 * The page of one order or invoice: a link back to its list; its number,
 * status, supplier or buyer and grand total; the moves its lifecycle offers
 * the viewer (DocumentActions) with what the document adds; the refusal of
 * the last move, if any; and the body the feature gives (facts and tabs).
 */
export function InvoicingDocumentPage<Document extends LifecycleDocument>({
  document,
  testIdPrefix,
  back,
  target,
  status,
  tones,
  partyName,
  total,
  actions,
  commits,
  moves,
  leading,
  ownButtons,
  confirmFirst,
  children,
}: InvoicingDocumentPageProps<Document>) {
  const { language } = useLanguage();
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <PageHeader
        title={<span data-testid={`${testIdPrefix}-page-title`}>{target.name}</span>}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <StatusBadge
              status={status}
              tones={tones}
              testId={`${testIdPrefix}-page-status`}
              withStatus
            />
            <Text as="span">{partyName}</Text>
            <Text
              as="span"
              fontVariantNumeric="tabular-nums"
              data-testid={`${testIdPrefix}-page-total`}
            >
              {formatMoney(total.amount, total.currency, language)}
            </Text>
          </HStack>
        }
        actions={
          <>
            {leading}
            <DocumentActions
              document={document}
              target={target}
              actions={actions}
              commits={commits}
              moves={moves}
              testId={testIdPrefix}
              confirmFirst={confirmFirst}
            >
              {ownButtons}
            </DocumentActions>
          </>
        }
      />
      <Stack gap="4">
        {moves.refusal ? (
          <FormErrorAlert message={moves.refusal} testId={`${testIdPrefix}-page-refusal`} />
        ) : null}
        {children}
      </Stack>
    </>
  );
}
