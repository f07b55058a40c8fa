import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InvoiceReminderSettingsBody,
  InvoiceReminderSettingsResponse,
  InvoiceRemindersQuery,
  InvoiceRemindersResponse,
} from '../../../contracts/invoicing/invoice-reminders.js';
import { routeDocs } from '../../kit/route-docs.js';
import { changeRoute } from '../../kit/write-routes.js';
import type { InvoiceReminderService } from './service.js';

const doc = routeDocs('invoice reminders', 400, 401, 403);

/** Payment reminders of overdue invoices: the organisation's schedule, and the reminders its invoices were sent. */
export const invoiceReminderRoutes: FastifyPluginAsyncTypebox<{
  reminders: InvoiceReminderService;
}> = async (app, { reminders }) => {
  app.get(
    '/invoice-reminders/settings',
    {
      schema: doc('Whether reminders go out, and their steps (needs settings:read)', {
        description:
          'Off, with the steps 1, 7, 14 and 30 days after the due date, until the organisation sets them.',
        response: { 200: InvoiceReminderSettingsResponse },
      }),
    },
    async (request) => reminders.settings(request.auth),
  );

  changeRoute(
    app,
    '/invoice-reminders/settings',
    doc,
    {
      method: 'PUT',
      summary: 'Sets whether reminders go out, and their steps (needs settings:manage)',
      description:
        'The steps are days after the due date: 1 to 10 of them (U-INV-RM-1), each 1 to 365 (U-INV-RM-2), strictly increasing (U-INV-RM-3). A change is logged on the organisation.',
      body: InvoiceReminderSettingsBody,
      response: InvoiceReminderSettingsResponse,
    },
    (auth, body) => reminders.update(auth, body),
  );

  app.get(
    '/invoice-reminders',
    {
      schema: doc('The reminders sent for invoices (repeat `invoiceIds`; needs invoices:read)', {
        description: 'Oldest first; other organisations’ invoices are left out.',
        querystring: InvoiceRemindersQuery,
        response: { 200: InvoiceRemindersResponse },
      }),
    },
    async (request) => ({ items: await reminders.sent(request.auth, request.query.invoiceIds) }),
  );
};
