import { describe, expect, it } from 'vitest';
import { LIFECYCLES } from '../../../contracts/invoicing/lifecycles.js';
import { en, id } from '../../i18n/messageFiles';
import {
  documentActionMessages,
  endsDocument,
  movesInOrder,
  needsReason,
  REASON_DIALOG_PARTS,
  type LifecycleDocument,
} from './documentActionMessages';

/** Every action of every lifecycle, as the contract declares it. */
const ACTIONS = (Object.keys(LIFECYCLES) as LifecycleDocument[]).flatMap((document) =>
  LIFECYCLES[document].transitions.map((transition) => ({
    document,
    action: transition.action as string,
    reason: transition.reason === 'required',
  })),
);

/** The ids DocumentActions shows for an action: its label and toast, and its reason dialog's words or its refusal's frame. */
const idsShown = (document: LifecycleDocument, action: string, reason: boolean): string[] => {
  const ids = documentActionMessages(document, action);
  return [
    ids.label,
    ids.done,
    ...(reason ? REASON_DIALOG_PARTS.map((part) => ids.dialog(part)) : [ids.refused]),
  ];
};

/** The ids of `wanted` that a catalogue lacks or leaves empty, as `<document> <action>: <id>`. */
const missingIn = (catalogue: Record<string, string>) =>
  ACTIONS.flatMap(({ document, action, reason }) =>
    idsShown(document, action, reason)
      .filter((messageId) => !catalogue[messageId]?.trim())
      .map((messageId) => `${document} ${action}: ${messageId}`),
  );

describe("the documents' actions in the web catalogues", () => {
  it('when the lifecycles are read, there are actions to hold to their words (six documents, nineteen actions)', () => {
    expect(new Set(ACTIONS.map((entry) => entry.document)).size).toBe(6);
    expect(ACTIONS.length).toBe(19);
  });

  it('when every lifecycle action is looked up in the English catalogue files, each has its label, its toast, and its reason dialog or refusal', () => {
    expect(missingIn(en)).toEqual([]);
  });

  it('when every lifecycle action is looked up in the Indonesian catalogue files, each has its label, its toast, and its reason dialog or refusal', () => {
    expect(missingIn(id)).toEqual([]);
  });

  it("when a move's reason dialog is asked for, it follows the lifecycle: a rejection and a cancellation ask why, an approval does not", () => {
    expect(needsReason('SALES_ORDER', 'reject')).toBe(true);
    expect(needsReason('SALES_ORDER', 'cancel')).toBe(true);
    expect(needsReason('SALES_ORDER', 'approve')).toBe(false);
    expect(needsReason('SALES_INVOICE', 'submit')).toBe(false);
    expect(needsReason('GOODS_RECEIPT', 'cancel')).toBe(true);
    expect(
      ACTIONS.filter((entry) => needsReason(entry.document, entry.action) !== entry.reason),
    ).toEqual([]);
  });

  it("when a document's action's ids are built, they sit under its area's catalogue prefix", () => {
    expect(documentActionMessages('GOODS_RECEIPT', 'cancel')).toMatchObject({
      label: 'goodsReceipt.action.cancel',
      done: 'goodsReceipt.cancelled',
    });
    expect(documentActionMessages('SALES_INVOICE', 'submit').done).toBe('invoices.submitted');
    expect(documentActionMessages('CREDIT_MEMO', 'reject').dialog('title')).toBe(
      'creditMemos.rejectDialog.title',
    );
  });
});

describe('the order a document’s moves stand in', () => {
  it('when the moves are the known ones, moves on first and ends last, whatever order they come in', () => {
    expect(movesInOrder(['cancel', 'approve', 'reject', 'submit'])).toEqual([
      'submit',
      'approve',
      'reject',
      'cancel',
    ]);
  });

  it('when a lifecycle declares a move the order does not name yet, shows it before the ending ones', () => {
    expect(movesInOrder(['cancel', 'reopen', 'approve'])).toEqual(['approve', 'reopen', 'cancel']);
    expect(endsDocument('reopen')).toBe(false);
  });

  it('when every lifecycle’s moves are ordered, none is dropped', () => {
    for (const { action } of ACTIONS) expect(movesInOrder([action])).toEqual([action]);
  });
});
