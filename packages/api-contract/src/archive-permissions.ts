import { type Actor, mayCall } from './route.ts';
import { deleteArchive, updateArchive } from './routes/archives.ts';

/** What a signed-in user may do with one archive (product §5.1). */
export type ArchivePermissions = {
  /** Change its name, professor, academic year, type and 附解答: its uploader and administrators. */
  edit: boolean;
  /** Move it to another course, an existing or a new one: administrators only. */
  move: boolean;
  /** Move it to the trash: its uploader and administrators. */
  delete: boolean;
};

/**
 * What `actor` (null: a guest) may do with `archive`, decided here once: the server asks it before it changes an
 * archive, and the web app before it offers a row's buttons and the edit dialog's course field. Editing and
 * deleting follow the routes' `owner-or-admin` access; moving, which takes an archive out of the course every
 * reader of that course expects it in, stays an administrator's.
 */
export function archivePermissions(
  actor: Actor | null,
  archive: { uploader_id: number | null },
): ArchivePermissions {
  const edit = mayCall(actor, updateArchive, archive.uploader_id);
  return {
    edit,
    move: edit && actor?.is_admin === true,
    delete: mayCall(actor, deleteArchive, archive.uploader_id),
  };
}
