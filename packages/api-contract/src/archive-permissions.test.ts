import { describe, expect, test } from 'vitest';
import { archivePermissions } from './archive-permissions.ts';

const admin = { id: 1, is_admin: true };
const uploader = { id: 2, is_admin: false };
const other = { id: 3, is_admin: false };
const uploaded = { uploader_id: 2 };

describe('archivePermissions', () => {
  test('the uploader edits and deletes their own archive, but does not move it', () => {
    expect(archivePermissions(uploader, uploaded)).toEqual({ edit: true, move: false, delete: true });
  });

  test('an administrator edits, moves and deletes any archive, one without an uploader too', () => {
    expect(archivePermissions(admin, uploaded)).toEqual({ edit: true, move: true, delete: true });
    expect(archivePermissions(admin, { uploader_id: null })).toEqual({
      edit: true,
      move: true,
      delete: true,
    });
  });

  test('anyone else, and a guest, may do nothing with it', () => {
    const nothing = { edit: false, move: false, delete: false };
    expect(archivePermissions(other, uploaded)).toEqual(nothing);
    expect(archivePermissions(uploader, { uploader_id: null })).toEqual(nothing);
    expect(archivePermissions(null, uploaded)).toEqual(nothing);
  });
});
