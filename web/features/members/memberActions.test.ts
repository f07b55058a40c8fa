import { describe, expect, it } from 'vitest';
import { memberActions } from './memberActions';

const admin = { canManage: true, canPickRoles: true };
const person = (status: string, extra: Partial<{ isOwner: boolean; isViewer: boolean }> = {}) => ({
  status,
  isOwner: false,
  isViewer: false,
  ...extra,
});

describe('the actions a row offers', () => {
  it('when the member is active, offers Set role, Deactivate and Remove', () => {
    expect(memberActions(person('ACTIVE'), admin)).toEqual(['setRole', 'deactivate', 'remove']);
  });

  it('when the member is deactivated, offers Set role, Activate and Remove', () => {
    expect(memberActions(person('DEACTIVATED'), admin)).toEqual(['setRole', 'activate', 'remove']);
  });

  it('when the member was removed, offers only Reactivate', () => {
    expect(memberActions(person('BLOCKED'), admin)).toEqual(['reactivate']);
  });

  it('when the row is an open or expired invitation, offers Resend and Cancel', () => {
    expect(memberActions(person('INVITED'), admin)).toEqual(['resend', 'cancel']);
    expect(memberActions(person('EXPIRED'), admin)).toEqual(['resend', 'cancel']);
  });

  it('when the row is the owner or the viewer, offers nothing', () => {
    expect(memberActions(person('ACTIVE', { isOwner: true }), admin)).toEqual([]);
    expect(memberActions(person('ACTIVE', { isViewer: true }), admin)).toEqual([]);
  });

  it('when the viewer may not manage members, offers nothing', () => {
    expect(memberActions(person('ACTIVE'), { canManage: false, canPickRoles: true })).toEqual([]);
  });

  it('when the viewer may not read roles, leaves out Set role', () => {
    expect(memberActions(person('ACTIVE'), { canManage: true, canPickRoles: false })).toEqual([
      'deactivate',
      'remove',
    ]);
  });

  it('when the status is one this client does not know, offers nothing', () => {
    expect(memberActions(person('SOMETHING_NEW'), admin)).toEqual([]);
  });
});
