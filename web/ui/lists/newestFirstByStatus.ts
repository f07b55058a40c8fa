import type { ListUrlSpec } from './listUrlState';

/**
 * What the URL keeps of a list narrowed by status alone, newest first and
 * sorted no other way (`?status=OPEN`): '' for any status, anything but one
 * of `statuses` read as any.
 */
export function newestFirstByStatus<Status extends string>(
  statuses: readonly Status[],
): ListUrlSpec<{ status: '' | Status }, 'CREATED'> {
  return {
    filters: { status: '' },
    options: { status: statuses },
    sorts: ['CREATED'],
    sort: 'CREATED',
    direction: 'DESC',
  };
}
