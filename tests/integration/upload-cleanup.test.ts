import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../services/kit/storage.js';
import {
  deleteUnusedUploads,
  UPLOAD_CLEANUP_JOB,
} from '../../services/treasury/imports/upload-cleanup.js';
import type { System } from '../../system.js';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';
import { takenUploadId, uploadCsvThroughBff } from '../support/csv-uploads.js';

// An upload (POST /api/uploads) that no import uses is
// deleted, row and file, after a day, by a scheduled job of the treasury.

const HOUR = 60 * 60 * 1000;
const CSV =
  'legal_name,alias,email,type,external_id,bank_code,account_number,account_name,account_alias\nPT Contoh,Contoh,a@contoh.co.id,COMPANY,,014,5270000001,PT CONTOH,\n';

let system: System;
let owner: GraphQLClient;
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'kas-files-'));

/** An upload as the API names it (its global id) and as the treasury keeps it (row id, file). */
async function upload(): Promise<{ globalId: string; id: string; file: string; createdAt: Date }> {
  const globalId = await takenUploadId(
    uploadCsvThroughBff(system, owner, 'COUNTERPARTIES', 'rekanan.csv', CSV),
  );
  const id = Buffer.from(globalId, 'base64url')
    .toString('utf8')
    .replace(/^Upload:/, '');
  const row = await system.treasury.db
    .selectFrom('uploads')
    .select(['storage_key', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const file = path.join(storageDir, row.storage_key);
  expect(existsSync(file)).toBe(true);
  return { globalId, id, file, createdAt: row.created_at };
}

/** Makes an upload look as if it had arrived `hours` ago. */
async function age(id: string, hours: number) {
  await sql`update treasury.uploads set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`.execute(
    system.treasury.db,
  );
}

const stored = async (id: string) =>
  Boolean(
    await system.treasury.db
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst(),
  );

beforeAll(async () => {
  system = await startTestSystem({}, {}, { storageDir });
  const organization = await createOrganization(system);
  owner = await signedInClient(system.url, organization.owner);
});

afterAll(async () => {
  await system?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('uploads no import used', () => {
  it('are deleted with their file once older than a day; a used or younger upload stays', async () => {
    const unused = await upload();
    const used = await upload();
    const young = await upload();
    const started = await owner.request<{
      counterpartyImportStart: { import: { id: string } | null; userErrors: unknown[] };
    }>(
      `mutation ($input: ImportStartInput!) { counterpartyImportStart(input: $input) { import { id } userErrors { field code message } } }`,
      { input: { uploadId: used.globalId } },
    );
    expect(started.data!.counterpartyImportStart.userErrors).toEqual([]);
    await age(unused.id, 48);
    await age(used.id, 48);

    // The clock is the test's: 23 hours after the young upload arrived, the others are 71 hours old.
    const deleted = await deleteUnusedUploads(
      system.treasury.db,
      new LocalFileStorage(storageDir),
      { now: new Date(young.createdAt.getTime() + 23 * HOUR) },
    );
    expect(deleted).toBe(1);
    expect(await stored(unused.id)).toBe(false);
    expect(existsSync(unused.file)).toBe(false);
    expect(await stored(used.id)).toBe(true);
    expect(existsSync(used.file)).toBe(true);
    expect(await stored(young.id)).toBe(true);
    expect(existsSync(young.file)).toBe(true);

    // A day and an hour later, the young one has had its day.
    expect(
      await deleteUnusedUploads(system.treasury.db, new LocalFileStorage(storageDir), {
        now: new Date(young.createdAt.getTime() + 25 * HOUR),
      }),
    ).toBe(1);
    expect(await stored(young.id)).toBe(false);
    expect(existsSync(young.file)).toBe(false);
    expect(await stored(used.id)).toBe(true);
  });

  it('are deleted by the treasury’s scheduled job, which the job queue knows as a recurring task', async () => {
    const { rows } = await sql<{
      identifier: string;
    }>`select identifier from treasury_jobs._private_known_crontabs`.execute(system.treasury.db);
    expect(rows.map((row) => row.identifier)).toContain(UPLOAD_CLEANUP_JOB);

    const old = await upload();
    const fresh = await upload();
    await age(old.id, 25);
    await system.treasury.jobs.add(UPLOAD_CLEANUP_JOB, {});
    // The job runs in the background: wait until its work shows, bounded by the test's timeout. It deletes the row first and then the file, so wait for both.
    await expect
      .poll(async () => ({ row: await stored(old.id), file: existsSync(old.file) }), {
        timeout: 20_000,
        interval: 50,
      })
      .toEqual({ row: false, file: false });
    expect(await stored(fresh.id)).toBe(true);
    expect(existsSync(fresh.file)).toBe(true);
  });
});
