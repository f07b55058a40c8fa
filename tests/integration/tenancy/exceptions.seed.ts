import { expect } from 'vitest';
import { createStatementLine, defineSeed } from './seeds.js';

/** An exception ticket: a line left unmatched three weeks, and a scan. */
export default defineSeed({
  needs: ['BankAccount'],
  async make({ browser }, made) {
    await createStatementLine(browser, made.BankAccount!, {
      date: '2026-11-01',
      description: 'SETORAN RAHASIA LAMA',
      amount: '1500',
    });
    await browser.data('mutation { exceptionsScan { opened } }');
    const tickets = await browser.data<{
      exceptionTickets: { edges: { node: { id: string } }[] };
    }>('{ exceptionTickets(first: 1) { edges { node { id } } } }');
    return { ExceptionTicket: tickets.exceptionTickets.edges[0]!.node.id };
  },
  async unchanged(system) {
    expect(
      await system.treasury.db
        .selectFrom('exception_tickets')
        .select(['status', 'assignee_id'])
        .execute(),
    ).toEqual([{ status: 'OPEN', assignee_id: null }]);
  },
});
