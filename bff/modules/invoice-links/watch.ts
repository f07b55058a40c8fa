import type { Context } from '../../context.js';
import { graphQLError } from '../../errors.js';
import type { DomainEvent } from '../../events.js';
import { LINK_TOKEN } from '../../upstream/fields.js';
import type { InvoiceLinkRecord } from './records.js';

/** What the invoicing service announces of an invoice: a payment, checkout, a credit, a withholding, a cancellation… */
const INVOICE_CHANGED = 'sales-invoice.changed';
/** The permission the service's invoice events are announced under; the link stands for it, for its one invoice. */
const INVOICE_EVENTS_PERMISSION = ['invoices:read'];
/** setTimeout's longest wait: a link that expires later is outlived by any socket's bounds. */
const LONGEST_TIMER_MS = 2_147_483_647;

const closedLink = (token: string, state: 'EXPIRED' | 'SPENT'): InvoiceLinkRecord => ({
  state,
  expiresAt: null,
  invoice: null,
  token,
});

/** A stream of one answer: what a link that opens nothing answers before the subscription ends. */
function answerOnce(answer: InvoiceLinkRecord): AsyncIterableIterator<InvoiceLinkRecord> {
  const answers = [answer][Symbol.iterator]();
  return {
    next: () => Promise.resolve(answers.next()),
    return: () => Promise.resolve({ value: undefined, done: true }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * A buyer's watch of the invoice an invoice link opens, for the
 * `invoiceLinkUpdated` subscription: the link is checked as the
 * `invoiceLink` query checks it (an unknown, expired or spent token answers
 * that state once, and the stream ends); a valid one answers its invoice as
 * it is now, then again at every change the invoicing service announces of
 * that invoice, and of no other, each read afresh through the same
 * anonymous path. Once a read says the link expired or was spent, or its
 * expiry passes, that is the last answer. The watch holds the socket open
 * (within the socket's bounds, `SocketLease`) until it ends.
 */
export async function watchInvoiceLink(
  context: Context,
  token: string,
): Promise<AsyncIterableIterator<InvoiceLinkRecord>> {
  const socket = context.socket;
  if (!socket)
    throw graphQLError('BAD_USER_INPUT', 'Subscribe to an invoice link over the WebSocket.');
  if (!LINK_TOKEN.test(token)) return answerOnce(closedLink(token, 'EXPIRED'));
  let end = () => {};
  // Counted before any upstream call: a socket over its watches costs nothing more.
  const release = socket.holdLinkWatch(() => end());
  try {
    const read = async (): Promise<InvoiceLinkRecord> => ({
      ...(await context.api.invoiceLinks.view(context.caller, token)),
      token,
    });
    const subject = await context.api.invoiceLinks.subject(context.caller, token);
    if (subject.state !== 'VALID') {
      release();
      return answerOnce(closedLink(token, subject.state));
    }
    if (!subject.organizationId || !subject.invoiceId) {
      const only = await read();
      release();
      return answerOnce(only);
    }
    // Listening before the first read: a change committed between the two (the gateway's
    // notification paying the charge as the page opens) is heard and read again, not lost.
    const events = context.events.subscribe(
      INVOICE_CHANGED,
      subject.organizationId,
      INVOICE_EVENTS_PERMISSION,
      subject.invoiceId,
    );
    const first = await read().catch(async (error: unknown) => {
      await events.return?.();
      throw error;
    });
    if (first.state !== 'VALID') {
      await events.return?.();
      release();
      return answerOnce(first);
    }
    const stream = linkStream(events, read, {
      first,
      expiresAt: Date.parse(first.expiresAt ?? subject.expiresAt ?? ''),
      closed: () => closedLink(token, 'EXPIRED'),
      release,
    });
    end = () => void stream.return?.();
    return stream;
  } catch (error) {
    release();
    throw error;
  }
}

/** The answers of a valid link: `first`, then one read per event of its invoice, until the link closes. */
function linkStream(
  events: AsyncIterableIterator<DomainEvent>,
  read: () => Promise<InvoiceLinkRecord>,
  link: {
    first: InvoiceLinkRecord;
    expiresAt: number;
    closed: () => InvoiceLinkRecord;
    release: () => void;
  },
): AsyncIterableIterator<InvoiceLinkRecord> {
  let next: InvoiceLinkRecord | undefined = link.first;
  let ending = false;
  let done = false;
  let waiting: Promise<IteratorResult<DomainEvent>> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const untilExpired = new Promise<'expired'>((resolve) => {
    const ms = link.expiresAt - Date.now();
    if (Number.isFinite(ms) && ms < LONGEST_TIMER_MS)
      timer = setTimeout(() => resolve('expired'), Math.max(0, ms)).unref();
  });
  const finish = async (): Promise<IteratorResult<InvoiceLinkRecord>> => {
    if (!done) {
      done = true;
      clearTimeout(timer);
      link.release();
      await events.return?.();
    }
    return { value: undefined, done: true };
  };
  /** An answer; one that says the link opens nothing any more is the last. */
  const answer = (record: InvoiceLinkRecord): IteratorResult<InvoiceLinkRecord> => {
    if (record.state !== 'VALID') ending = true;
    return { value: record, done: false };
  };
  const stream: AsyncIterableIterator<InvoiceLinkRecord> = {
    async next() {
      if (done || ending) return finish();
      if (next) {
        const first = next;
        next = undefined;
        return answer(first);
      }
      waiting ??= events.next();
      const woke = await Promise.race([waiting, untilExpired]);
      if (done) return { value: undefined, done: true };
      if (woke === 'expired') return answer(link.closed());
      waiting = undefined;
      if (woke.done) return finish();
      try {
        return answer(await read());
      } catch (error) {
        await finish();
        throw error;
      }
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}
