import type { CallerIdentity, UpstreamClient } from './client.js';

/**
 * The calls a service answers on one collection of records a member writes
 * and removes whole (`/cash-flow-rules`, `/cash-forecast/scenarios`): one
 * created from `CreateBody`, one changed from `UpdateBody` (`PUT` where the
 * route replaces the record, `PATCH` where it changes the fields sent), one
 * deleted. An API holds one per collection beside its other calls.
 */
export class RecordCollection<Record, CreateBody, UpdateBody = CreateBody> {
  constructor(
    readonly client: UpstreamClient,
    readonly path: string,
    private readonly updateMethod: 'PUT' | 'PATCH' = 'PUT',
  ) {}

  private at(id: string): string {
    return `${this.path}/${encodeURIComponent(id)}`;
  }

  create(caller: CallerIdentity, body: CreateBody): Promise<Record> {
    return this.client.call(caller, { method: 'POST', path: this.path, body });
  }

  update(caller: CallerIdentity, id: string, body: UpdateBody): Promise<Record> {
    return this.client.call(caller, { method: this.updateMethod, path: this.at(id), body });
  }

  delete(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: this.at(id) });
  }
}
