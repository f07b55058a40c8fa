import { createHash, randomInt, sign } from 'node:crypto';
import {
  bankKeyOf,
  money,
  snapTimestamp,
  type NotificationRecord,
  type SandboxPartner,
  type SandboxState,
  type SandboxTransfer,
} from './snap-core.js';

/**
 * The notification a bank sends when a transfer it left pending settles.
 *
 * Body: ASPI's "API RTGS - Notification" (service 76, …/transfer-rtgs/notify)
 * and "API SKNBI - Notification" (75, …/transfer-skn/notify), which share it:
 * originalPartnerReferenceNo, originalReferenceNo, originalExternalId,
 * latestTransactionStatus (00 Success, 06 Failed…), amount, beneficiaryAccountName,
 * beneficiaryAccountNo, beneficiaryBankCode, sourceAccountNo, transactionDate;
 * with transactionStatusDesc for the reason, as Bank Neo's SNAP transfer result
 * callback and NICEPAY's SNAP payout notification carry it. ASPI defines no
 * notification of its own for an interbank (18) transfer; this bank sends the
 * same body for it. Every notification goes to the one URL the partner registered.
 *
 * Headers and signature: ASPI's "Keamanan" page, transaction header with the
 * asymmetric signature: X-TIMESTAMP, X-SIGNATURE = base64(SHA256withRSA(bank's
 * private key, "POST:" + relative URL + ":" + lowercase(hex(SHA-256(minified body)))
 * + ":" + X-TIMESTAMP)), X-PARTNER-ID, X-EXTERNAL-ID, CHANNEL-ID; the partner
 * verifies with the bank's public key. (ASPI's sample also carries a bearer
 * token the partner would issue to the bank; this bank sends none.)
 */

let notificationSequence = 0;

function notificationBody(transfer: SandboxTransfer): Record<string, unknown> {
  const status = transfer.status === 'SUCCESS' ? '00' : transfer.status === 'FAILED' ? '06' : '03';
  return {
    originalPartnerReferenceNo: transfer.partnerReferenceNo,
    originalReferenceNo: transfer.referenceNo,
    originalExternalId: transfer.externalId,
    latestTransactionStatus: status,
    transactionStatusDesc:
      transfer.status === 'FAILED'
        ? (transfer.failureReason ?? 'Failed')
        : status === '00'
          ? 'Success'
          : 'Pending',
    amount: money(transfer.amount, transfer.currency),
    beneficiaryAccountName: transfer.beneficiaryAccountName,
    beneficiaryAccountNo: transfer.beneficiaryAccountNo,
    beneficiaryBankCode: transfer.beneficiaryBankCode,
    sourceAccountNo: transfer.sourceAccountNo,
    transactionDate: transfer.transactionDate,
  };
}

/**
 * Posts the transfer's notification to the partner's URL, signed with the
 * bank's key; a second time, the very same message, when `twice`. A partner
 * that cannot be reached is recorded with a null status; nothing is retried.
 */
export async function notifyPartner(
  state: SandboxState,
  partner: SandboxPartner,
  transfer: SandboxTransfer,
  twice: boolean,
): Promise<void> {
  const url = partner.notificationUrl;
  if (!url) return;
  const target = new URL(url);
  const body = JSON.stringify(notificationBody(transfer));
  // Notifications are checked against the real clock, like the requests the bank receives.
  const timestamp = snapTimestamp(new Date());
  const digest = createHash('sha256').update(body, 'utf8').digest('hex').toLowerCase();
  const signature = sign(
    'sha256',
    Buffer.from(`POST:${target.pathname}${target.search}:${digest}:${timestamp}`, 'utf8'),
    bankKeyOf(state).privateKey,
  ).toString('base64');
  notificationSequence = (notificationSequence + 1) % 1000;
  const externalId = `${Date.now()}${String(notificationSequence).padStart(3, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const headers = {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': signature,
    'x-partner-id': partner.partnerId,
    'x-external-id': externalId,
    'channel-id': partner.channelId,
  };
  for (let copy = 1; copy <= (twice ? 2 : 1); copy += 1) {
    let status: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.any([state.lifetime.signal, AbortSignal.timeout(5_000)]),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = null;
    }
    const record: NotificationRecord = {
      partnerId: partner.partnerId,
      partnerReferenceNo: transfer.partnerReferenceNo,
      url,
      status,
      latestTransactionStatus:
        transfer.status === 'SUCCESS' ? '00' : transfer.status === 'FAILED' ? '06' : '03',
      externalId,
      copy,
    };
    state.notifications.push(record);
    state.events.emit('notified', record);
  }
}
