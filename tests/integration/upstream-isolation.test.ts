import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';
import { uploadCsvThroughBff } from '../support/csv-uploads.js';

// One connection per service, so the request after a refused upload reuses
// the very connection the upload travelled on.
let system: System;
let uploader: GraphQLClient;
let other: GraphQLClient;

const MB = 1024 * 1024;

/** A CSV body of `bytes` bytes sent chunked (no Content-Length), as a browser's or curl's stream is. */
function chunkedCsv(bytes: number): ReadableStream<Uint8Array> {
  const line = new TextEncoder().encode(
    '2026-10-01,Transfer masuk dari pelanggan,1500000.00,CR,250000000.00\n',
  );
  const chunk = new Uint8Array(line.length * 1000);
  for (let offset = 0; offset < chunk.length; offset += line.length) chunk.set(line, offset);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk.length, bytes - sent);
      sent += size;
      controller.enqueue(chunk.subarray(0, size));
    },
  });
}

async function uploadChunked(client: GraphQLClient, bytes: number) {
  const response = await fetch(`${system.url}/api/uploads?purpose=STATEMENT`, {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      'x-file-name': 'mutasi-besar.csv',
      cookie: client.cookieHeader,
    },
    body: chunkedCsv(bytes),
    duplex: 'half',
  } as RequestInit);
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: { code: string; message: string } },
  };
}

const COUNT = 'query { counterparties(first: 1) { totalCount } }';

beforeAll(async () => {
  system = await startTestSystem({ upstreamConnections: 1 });
  const first = await createOrganization(system, 'PT Unggah Besar');
  const second = await createOrganization(system, 'PT Tetangga');
  uploader = await signedInClient(system.url, first.owner);
  other = await signedInClient(system.url, second.owner);
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

describe('a refused upload does not harm the next request on the shared connection', () => {
  it('refuses a 26 MB chunked upload with a clear 413, then answers another organisation', async () => {
    const refused = await uploadChunked(uploader, 26 * MB);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toEqual({
      code: 'U-TRSY-IM-1',
      message: 'The file is larger than 25 MB. Split it into smaller files.',
      field: 'file',
    });
    const next = await other.request<{ counterparties: { totalCount: number } }>(COUNT);
    expect(next.errors).toBeUndefined();
    expect(next.data!.counterparties.totalCount).toBe(0);
  }, 60_000);

  it('keeps 20 parallel requests answering while refused uploads come and go', async () => {
    const uploads = Array.from({ length: 3 }, () => uploadChunked(uploader, 26 * MB));
    const requests = Array.from({ length: 20 }, () =>
      other.request<{ counterparties: { totalCount: number } }>(COUNT),
    );
    const [refused, answers] = await Promise.all([Promise.all(uploads), Promise.all(requests)]);
    expect(refused.map((result) => result.status)).toEqual([413, 413, 413]);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.counterparties.totalCount).toBe(0);
    }
    // And a small upload after all of that still goes through the same connection.
    const small = await uploadCsvThroughBff(
      system,
      uploader,
      'STATEMENT',
      'kecil.csv',
      'Tanggal,Keterangan,Jumlah\n2026-10-01,Setoran,1000.00\n',
    );
    expect(small.status).toBe(201);
  }, 120_000);
});
