import { describe, expect, it } from 'vitest';
import { assignableRoles, defaultInviteRoleId } from './assignableRoles';

const roles = [
  { id: 'r-owner', name: 'owner', builtIn: true },
  { id: 'r-maker', name: 'Maker', builtIn: true },
  { id: 'r-approver', name: 'Approver', builtIn: true },
  { id: 'r-kasir', name: 'Kasir', builtIn: false },
];

describe('the roles a member can be given', () => {
  it('leaves out the owner role and keeps the others in order', () => {
    expect(assignableRoles(roles).map((role) => role.id)).toEqual([
      'r-maker',
      'r-approver',
      'r-kasir',
    ]);
  });

  it('keeps a custom role that happens to be called owner', () => {
    expect(
      assignableRoles([{ id: 'c', name: 'owner', builtIn: false }]).map((role) => role.id),
    ).toEqual(['c']);
  });

  it('when inviting, picks the built-in Maker first', () => {
    expect(defaultInviteRoleId(roles)).toBe('r-maker');
  });

  it('when there is no Maker, picks the first role that can be given, or none', () => {
    expect(defaultInviteRoleId(roles.filter((role) => role.name !== 'Maker'))).toBe('r-approver');
    expect(defaultInviteRoleId([roles[0]!])).toBe('');
  });
});
