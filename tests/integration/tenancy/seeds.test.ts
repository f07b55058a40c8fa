import { describe, expect, it } from 'vitest';
import { defineSeed, irregularArguments, runSeeds, type Theirs } from './seeds.js';

const theirs = {} as Theirs;

describe('the tenancy test’s seeds', () => {
  it('run each once what it needs is made, whatever their order', async () => {
    const order: string[] = [];
    const made = await runSeeds(
      {
        payments: defineSeed({
          needs: ['BankAccount'],
          async make(_theirs, made) {
            order.push(`payments after ${made.BankAccount}`);
            return { Payment: 'p1' };
          },
        }),
        accounts: defineSeed({
          async make() {
            order.push('accounts');
            return { BankAccount: 'b1' };
          },
        }),
      },
      theirs,
    );
    expect(order).toEqual(['accounts', 'payments after b1']);
    expect(made).toEqual({ BankAccount: 'b1', Payment: 'p1' });
  });

  it('refuse a need no seed makes, and a kind two seeds make', async () => {
    await expect(
      runSeeds({ bills: defineSeed({ needs: ['Counterparty'], make: async () => ({}) }) }, theirs),
    ).rejects.toThrow('no seed makes what these need: bills (Counterparty)');
    await expect(
      runSeeds(
        {
          one: defineSeed({ make: async () => ({ Bill: 'a' }) }),
          two: defineSeed({ make: async () => ({ Bill: 'b' }) }),
        },
        theirs,
      ),
    ).rejects.toThrow('two makes Bill, which another seed made');
  });

  it('add up the kinds several seeds give one ID argument', () => {
    expect(
      irregularArguments([
        defineSeed({ arguments: { itemIds: ['Payment'] }, make: async () => ({}) }),
        defineSeed({ arguments: { itemIds: ['Bill', 'Payment'] }, make: async () => ({}) }),
      ]),
    ).toEqual({ itemIds: ['Payment', 'Bill'] });
  });
});
