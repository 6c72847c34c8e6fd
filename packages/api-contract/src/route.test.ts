import { describe, expect, test } from 'vitest';
import { mayCall, mayManage } from './route.ts';
import { routes } from './routes/index.ts';

const admin = { id: 1, is_admin: true };
const uploader = { id: 2, is_admin: false };
const other = { id: 3, is_admin: false };

describe('mayManage', () => {
  test('the owner and every administrator manage a row; nobody else', () => {
    expect(mayManage(uploader, 2)).toBe(true);
    expect(mayManage(admin, 2)).toBe(true);
    expect(mayManage(other, 2)).toBe(false);
  });

  test('a row without an owner is managed by administrators only', () => {
    expect(mayManage(admin, null)).toBe(true);
    expect(mayManage(uploader, null)).toBe(false);
  });
});

describe('mayCall', () => {
  test("follows the route's access: deleting an archive is for its uploader and administrators", () => {
    expect(mayCall(uploader, routes.archives.deleteArchive, 2)).toBe(true);
    expect(mayCall(admin, routes.archives.deleteArchive, 2)).toBe(true);
    expect(mayCall(other, routes.archives.deleteArchive, 2)).toBe(false);
    expect(mayCall(null, routes.archives.deleteArchive, 2)).toBe(false);
  });

  test('an administrators’ route is for administrators only, whoever made the row', () => {
    expect(mayCall(admin, routes.trash.restoreArchive)).toBe(true);
    expect(mayCall(uploader, routes.trash.restoreArchive, 2)).toBe(false);
  });

  test('a signed-in route lets every user through, a guest route everyone', () => {
    expect(mayCall(other, routes.discussion.postMessage)).toBe(true);
    expect(mayCall(null, routes.discussion.postMessage)).toBe(false);
    expect(mayCall(null, routes.discussion.messageEvents)).toBe(true);
  });
});
