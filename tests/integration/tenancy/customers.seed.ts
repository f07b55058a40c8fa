import { expect } from 'vitest';
import { OWNER_NIK, SENAYAN_WARD } from '../../support/customer-profiles.js';
import { defineSeed } from './seeds.js';

/** A customer waiting for review, with a document (whose id is the service's: it is named only with its customer or the link's token). */
export default defineSeed({
  otherKinds: ['CustomerDocument'],
  arguments: { documentId: ['CustomerDocument'] },
  async make({ system, browser }) {
    const customer = await browser.data<{ customerCreate: { customer: { id: string } } }>(
      'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }',
      {
        input: {
          type: 'INDIVIDUAL',
          name: 'Pembeli Rahasia',
          email: 'pembeli.rahasia@contoh.co.id',
          phone: '081234567890',
          owner: { nik: OWNER_NIK },
          address: { street1: 'Jl. Rahasia 1', ...SENAYAN_WARD },
        },
      },
    );
    const id = customer.customerCreate.customer.id;
    const document = await fetch(
      `${system.url}/api/customer-documents?customer=${encodeURIComponent(id)}&kind=INDIVIDUAL_ID`,
      {
        method: 'POST',
        headers: { 'x-file-name': 'ktp.pdf', cookie: browser.cookieHeader },
        body: '%PDF-1.4\n%%EOF\n',
      },
    );
    return { Customer: id, CustomerDocument: ((await document.json()) as { id: string }).id };
  },
  async unchanged(system) {
    const db = system.invoicing.db;
    expect(
      await db
        .selectFrom('customers')
        .select(['name', 'status', 'version'])
        // The sales orders' seed keeps a buyer of its own.
        .where('email', '=', 'pembeli.rahasia@contoh.co.id')
        .execute(),
    ).toEqual([{ name: 'Pembeli Rahasia', status: 'REQUEST_SENT', version: 2 }]);
    expect(await db.selectFrom('customer_documents').select('file_name').execute()).toEqual([
      { file_name: 'ktp.pdf' },
    ]);
  },
});
