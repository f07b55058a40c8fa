import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { downloadFile } from '../../ui/downloadFile';
import { toastSuccess } from '../../ui/toaster';
import { withToggled } from '../../ui/lists/withToggled';
import type { OrderAction } from './orderActions';
import type { OpenDialog } from './OrderActionDialogs';
import type { OrderKind } from './orderKinds';
import { ACTION_WORDS } from './paymentLabels';
import type { NamedOrder } from './PaymentOrderDrawer';
import type { ActionOutcome } from './useOrderActions';

/**
 * The ticked orders of a list and the action under way on them: `start`
 * opens an action's dialog, `finish` takes its outcome (orders the service
 * refused stay ticked with the reason by their id, the names of those acted
 * on kept so one that left the list still says which it was, an export's
 * file downloaded at once).
 */
export function useOrderSelection(kind: OrderKind) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  // The names of the orders acted on last, so a refused one that has left the list still says which it was.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const start = (action: OrderAction, targets: readonly NamedOrder[]) =>
    setDialog({ action, orders: [...targets] });

  const finish = (action: OrderAction, targets: readonly NamedOrder[], outcome: ActionOutcome) => {
    const refusals = outcome.refusals?.refused ?? new Map();
    setNames(new Map(targets.map((target) => [target.id, target.name])));
    setRefused((previous) => {
      const next = new Map(previous);
      for (const target of targets) next.delete(target.id);
      for (const [id, error] of refusals) next.set(id, errorMessage(error.code, error.message));
      return next;
    });
    setSelected(new Set(refusals.keys()));
    setDialog(null);
    if (outcome.done > 0)
      toastSuccess(
        intl.formatMessage({ id: ACTION_WORDS[action].done.id }, { count: outcome.done, kind }),
      );
    // An export's file is the point of it: it downloads at once (and stays on each order's detail).
    if (outcome.refusals !== null && outcome.file)
      downloadFile(outcome.file.downloadUrl, outcome.file.fileName);
  };

  const toggle = (id: string) => setSelected((previous) => withToggled(previous, id));

  const close = () => setDialog(null);

  return { selected, setSelected, toggle, refused, names, dialog, start, finish, close };
}
