import { Button, HStack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIFECYCLES } from '../../../contracts/invoicing/lifecycles.js';
import type { useMoveRunner } from '../../ui/useMoveRunner';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { toastSuccess } from '../../ui/toaster';
import { ReasonDialog } from '../ReasonDialog';
import {
  documentActionMessages,
  endsDocument,
  movesInOrder,
  needsReason,
  type LifecycleAction,
  type LifecycleDocument,
} from './documentActionMessages';

/** A move's answer: the mutation payload, whose `userErrors` say why it was refused. */
export type DocumentMoveAnswer =
  { readonly userErrors: readonly UserErrorShape[] } | null | undefined;

/** Runs one action's mutation on the document: with the member's reason when its lifecycle asks for one. */
export type DocumentMoveCommit = (id: string, reason: string) => Promise<DocumentMoveAnswer>;

/** How a button looks: moving the document on is the main action, rejecting and cancelling end it. */
const LOOKS: Readonly<Record<string, { variant: 'solid' | 'outline'; colorPalette?: string }>> = {
  submit: { variant: 'solid', colorPalette: 'brand' },
  approve: { variant: 'solid', colorPalette: 'brand' },
  close: { variant: 'outline' },
  reject: { variant: 'outline', colorPalette: 'red' },
  cancel: { variant: 'outline', colorPalette: 'red' },
};

export type DocumentActionsProps<Document extends LifecycleDocument> = {
  document: Document;
  /** The document's id and the name its messages show (its number). */
  target: { id: string; name: string };
  /** What the API answers the viewer may do with it now (the schema's `actions`: `APPROVE`, `CANCEL`). */
  actions: readonly string[];
  /** The mutation of each action the feature offers here; an action without one shows no button. */
  commits: Partial<Record<LifecycleAction<Document>, DocumentMoveCommit>>;
  /** The list's or the page's runner: its buttons wait while one of the document's moves runs, and it keeps the refusal. */
  moves: ReturnType<typeof useMoveRunner>;
  /** Test ids: `<testId>-<action>`, and the reason dialog's `<testId>-<action>-dialog` and its parts. */
  testId: string;
  /** Small buttons for a table row; the page header's otherwise. */
  compact?: boolean;
  /** Buttons of the document's own beyond its lifecycle (a memo's Apply), after the moves on, before the ending ones. */
  children?: ReactNode;
  /**
   * Moves the feature asks the member to confirm first (approving an invoice
   * that is mailed already overdue): the button calls it with `go`, which runs
   * the move once the member confirms; a move not named here runs at once.
   */
  confirmFirst?: Partial<Record<LifecycleAction<Document>, (go: () => void) => void>>;
};

/**
 * The buttons of the moves a document's lifecycle offers the viewer (the
 * `actions` the API answers), in one order and style for every document:
 * Submit and Approve as the main action, Return (to draft) and Close, then
 * Reject and Cancel in red. A move the lifecycle (contracts/invoicing/lifecycles.ts) says needs a
 * reason opens the reason dialog first; the others run at once through the
 * runner, which toasts when done and keeps a refusal for the page to show.
 */
export function DocumentActions<Document extends LifecycleDocument>({
  document,
  target,
  actions,
  commits,
  moves,
  testId,
  compact = false,
  children,
  confirmFirst,
}: DocumentActionsProps<Document>) {
  const intl = useIntl();
  const [asking, setAsking] = useState<string | null>(null);
  const offered = new Set(actions.map((action) => action.toLowerCase()));
  const declared = LIFECYCLES[document].transitions.map((transition) => transition.action);
  const commitOf = (action: string) =>
    (commits as Partial<Record<string, DocumentMoveCommit>>)[action];
  const shown = movesInOrder(
    (declared as readonly string[]).filter(
      (action) => offered.has(action) && commitOf(action) !== undefined,
    ),
  );
  const values = { number: target.name, name: target.name };
  const run = (action: string) => {
    const ids = documentActionMessages(document, action);
    if (needsReason(document, action)) return setAsking(action);
    const go = () =>
      void moves.run(target.id, () => commitOf(action)!(target.id, ''), {
        done: () => intl.formatMessage({ id: ids.done }, values),
        refused: (reason) => intl.formatMessage({ id: ids.refused }, { ...values, reason }),
      });
    const confirm = (
      confirmFirst as Partial<Record<string, (go: () => void) => void>> | undefined
    )?.[action];
    if (confirm) confirm(go);
    else go();
  };
  const button = (action: string) => (
    <Button
      key={action}
      size={compact ? 'xs' : 'sm'}
      variant={LOOKS[action]?.variant ?? 'outline'}
      colorPalette={LOOKS[action]?.colorPalette}
      disabled={moves.busy === target.id}
      onClick={() => run(action)}
      data-testid={`${testId}-${action}`}
    >
      <FormattedMessage id={documentActionMessages(document, action).label} />
    </Button>
  );

  return (
    <>
      <HStack
        gap={compact ? '1' : '2'}
        wrap={compact ? 'nowrap' : 'wrap'}
        justify={compact ? 'flex-end' : undefined}
      >
        {shown.filter((action) => !endsDocument(action)).map(button)}
        {children}
        {shown.filter(endsDocument).map(button)}
      </HStack>
      {asking ? (
        <DocumentReasonDialog
          ids={documentActionMessages(document, asking)}
          testId={`${testId}-${asking}`}
          values={values}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) =>
            (await commitOf(asking)!(target.id, reason)) ?? { userErrors: [] }
          }
        />
      ) : null}
    </>
  );
}

/** The one reason dialog, in the words the document's catalogue gives the action. */
function DocumentReasonDialog({
  ids,
  testId,
  values,
  onClose,
  onSubmit,
}: {
  ids: ReturnType<typeof documentActionMessages>;
  testId: string;
  values: { number: string; name: string };
  onClose: () => void;
  onSubmit: (reason: string) => Promise<{ readonly userErrors: readonly UserErrorShape[] }>;
}) {
  const intl = useIntl();
  return (
    <ReasonDialog
      open
      onClose={onClose}
      testId={testId}
      title={<FormattedMessage id={ids.dialog('title')} />}
      intro={
        <FormattedMessage
          id={ids.dialog('body')}
          values={{ ...values, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      label={<FormattedMessage id={ids.dialog('reason')} />}
      submitLabel={<FormattedMessage id={ids.dialog('confirm')} />}
      cancelLabel={<FormattedMessage id={ids.dialog('keep')} />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={onSubmit}
      onDone={() => toastSuccess(intl.formatMessage({ id: ids.done }, values))}
    />
  );
}
