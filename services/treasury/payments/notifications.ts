import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Logger } from '../../kit/logger.js';
import { verifyTransferNotification } from '../banking/snap-notifications.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { PaymentExecution } from './execution.js';

/** SNAP's answer to a notification (ASPI "Trigger Transfer", the RTGS and SKN notifications, service codes 76 and 75): HTTP status, service code, case code. */
const SnapAnswer = Type.Object({ responseCode: Type.String(), responseMessage: Type.String() });
const answer = (status: 200 | 401 | 404, code: string, message: string) => ({
  status,
  body: { responseCode: code, responseMessage: message },
});

/**
 * Where banks tell us that a transfer they left pending settled: the bank's
 * signature (SNAP's asymmetric one, with the bank's public key of the account
 * the money left) is checked before anything is read, and what it says is
 * applied once through the same path as a status inquiry's answer (a second
 * copy of a notification changes nothing). Public: the bank has no access
 * token of ours.
 */
export const paymentNotificationRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<TreasuryDatabase>;
  execution: PaymentExecution;
  bankPublicKey: (bankCode: string) => string | null;
  logger: Logger;
}> = async (app, { db, execution, bankPublicKey, logger }) => {
  app.post(
    '/bank-notifications/transfers',
    {
      config: { public: true },
      schema: {
        summary:
          'A bank’s notification that a transfer settled (SNAP transfer notify; signed by the bank)',
        tags: ['payments'],
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: SnapAnswer, 401: SnapAnswer, 404: SnapAnswer },
      },
    },
    async (request, reply) => {
      const body = JSON.stringify(request.body);
      const reference =
        typeof request.body.originalPartnerReferenceNo === 'string'
          ? request.body.originalPartnerReferenceNo
          : '';
      const attempt = await db
        .selectFrom('payment_attempts as a')
        .innerJoin('payment_orders as o', 'o.id', 'a.payment_order_id')
        .innerJoin('bank_accounts as b', 'b.id', 'o.source_account_id')
        .select(['a.payment_order_id', 'a.number', 'b.bank_code'])
        .where('a.reference', '=', reference)
        .executeTakeFirst();
      const key = attempt ? bankPublicKey(attempt.bank_code) : null;
      const check = key
        ? verifyTransferNotification({
            relativeUrl: request.url,
            headers: request.headers,
            body,
            bankPublicKey: key,
          })
        : null;
      // An unknown reference and a bad signature answer alike: nothing tells a stranger which references exist.
      if (!attempt || !check?.ok) {
        logger.warn(
          { reference, reason: check && !check.ok ? check.reason : 'UNKNOWN_REFERENCE' },
          'transfer notification refused',
        );
        const refused = answer(401, '4017600', 'Unauthorized. Signature');
        return reply.status(refused.status).send(refused.body);
      }
      const { notification } = check;
      const facts = {
        bankReference: notification.bankReference,
        bankResponseCode: null,
        bankResponseMessage: null,
      };
      await execution.apply(
        attempt.payment_order_id,
        attempt.number,
        notification.status === 'FAILED'
          ? {
              ...facts,
              status: 'FAILED',
              reason: notification.reason ?? 'The bank failed the transfer.',
            }
          : { ...facts, status: notification.status },
      );
      const ok = answer(200, '2007600', 'Successful');
      return reply.status(ok.status).send(ok.body);
    },
  );
};
