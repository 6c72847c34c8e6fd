import {
  apiKeyUpdateSchema,
  NICKNAME_MAX_LENGTH,
  nicknameSchema,
  userCreateSchema,
} from '@pastexam/api-contract';
import { saveApiKey } from '../ai-exam/api-key/repository.ts';
import type { UserRow } from '../db/schema.ts';
import { isLegacyHash } from '../users/legacy-password.ts';
import {
  adoptUser,
  type ImportedUser,
  insertUser,
  isUntouchedFirstAdmin,
  nicknameTaken,
  recordImport,
  userByEmail,
  userByName,
  userBySubject,
  writeImported,
} from './repository.ts';
import { type Outcome, type ReportLine, type Run, skipRow } from './run.ts';
import { firstIssue, type LegacyUser } from './source.ts';

const nameSchema = userCreateSchema.shape.name;
const emailSchema = userCreateSchema.shape.email;
const NAME_MAX = 50;

type Line = (outcome: ReportLine['outcome'], reason: string) => void;

/**
 * One account of the original (product §9.11). It is matched to an account here only when that is surely the
 * same person with the same rights: the same single sign-on subject, or the same local name and e-mail (never
 * the first start's untouched administrator). Any other account holding its name or e-mail is a clash, which
 * the report names with the option that resolves it: `--rename-conflicts`, or `--adopt-admin` for the first
 * start's untouched administrator.
 */
export async function importUser(run: Run, user: LegacyUser): Promise<Outcome> {
  const line: Line = (outcome, reason) =>
    run.say({ table: 'users', id: user.id, name: user.name, outcome, reason });
  const skip = (reason: string) => skipRow(run, 'users', user, reason);
  if (user.deleted_at) return skip('舊系統中已刪除的帳號');
  const name = nameSchema.safeParse(user.name);
  if (!name.success) return skip(firstIssue(name.error));
  const { db, oidcIssuer, options } = run.deps;
  const sso = !user.is_local && user.oauth_sub !== null;
  if (sso && !oidcIssuer) return skip('單一登入帳號：未指定 --oidc-issuer，無法對應');
  const subject = sso ? user.oauth_sub : null;

  const same =
    sso && oidcIssuer && subject
      ? await userBySubject(db, oidcIssuer, subject)
      : await sameLocalAccount(run, name.data, user.email);
  if (same) return matchTo(run, user, same, line);

  const nameHolder = await userByName(db, name.data);
  const emailHolder = await userByEmail(db, user.email);
  const adoptable =
    nameHolder !== null &&
    !sso &&
    user.is_admin &&
    (emailHolder === null || emailHolder.id === nameHolder.id) &&
    (await isUntouchedFirstAdmin(db, nameHolder.id, nameHolder.name));
  const values = accountValues(run, user, sso);
  if (nameHolder && adoptable && options.adoptAdmin) {
    await takeNickname(run, user, values, line);
    const id = await writeImported(db, 'user', user.id, (tx) => adoptUser(tx, nameHolder.id, values));
    line('noted', `已依 --adopt-admin 取代本系統首次啟動建立的管理員帳號 #${id}：沿用舊系統的密碼與電子郵件`);
    return { id, imported: true };
  }

  const holders = { name: name.data, nameHolder, emailHolder, adoptable };
  if (await heldByClash(run, user, values, holders, line)) return null;
  if (values.emailNeedsReview && !emailHolder) {
    line('noted', `電子郵件「${user.email}」不符本系統的格式：照舊匯入，並在使用者管理標示待確認`);
  }
  await takeNickname(run, user, values, line);
  const id = await writeImported(db, 'user', user.id, (tx) => insertUser(tx, values));
  run.newUsers.set(id, user.id);
  const key = apiKeyUpdateSchema.safeParse({ gemini_api_key: user.gemini_api_key ?? '' });
  if (key.success && key.data.gemini_api_key)
    await saveApiKey(db, run.deps.appSecret, id, key.data.gemini_api_key);
  if (!sso && !values.passwordHash) line('noted', '已匯入，但沒有可用的密碼：請管理員重設');
  return { id, imported: true };
}

/**
 * A name or e-mail another account holds. With --rename-conflicts the account takes a free one, said in a line
 * each; otherwise one clash line names all it clashes on and the option that resolves them, so the row is held
 * (and counted) once. Answers whether it is held.
 */
async function heldByClash(
  run: Run,
  user: LegacyUser,
  values: ImportedUser,
  holders: { name: string; nameHolder: UserRow | null; emailHolder: UserRow | null; adoptable: boolean },
  line: Line,
): Promise<boolean> {
  const { nameHolder, emailHolder, adoptable } = holders;
  const taken: string[] = [];
  const renames: string[] = [];
  if (nameHolder) {
    const renamed = await freeName(run, holders.name);
    if (run.deps.options.renameConflicts) {
      values.name = renamed;
      line('noted', `名稱已被${holder(run, nameHolder)} 使用：改名為「${renamed}」匯入`);
    } else {
      taken.push(`名稱已被${holder(run, nameHolder)} 使用`);
      renames.push(`改名為「${renamed}」`);
    }
  }
  if (emailHolder) {
    const renamed = await freeEmail(run, user.email);
    if (run.deps.options.renameConflicts) {
      values.email = renamed;
      values.emailNeedsReview = true;
      line('noted', `電子郵件已被${holder(run, emailHolder)} 使用：改為「${renamed}」匯入，並標示待確認`);
    } else {
      taken.push(`電子郵件 ${user.email} 已被${holder(run, emailHolder)} 使用`);
      renames.push(`${renames.length > 0 ? '電子郵件' : ''}改為「${renamed}」`);
    }
  }
  if (taken.length === 0) return false;
  const what =
    taken.length === 2 && nameHolder && nameHolder.id === emailHolder?.id
      ? `名稱與電子郵件 ${user.email} 都已被${holder(run, nameHolder)} 使用`
      : taken.join('，');
  const adopt = adoptable ? '加上 --adopt-admin 以舊系統的帳號取代本系統首次啟動建立的管理員，或' : '';
  line('clash', `${what}：${adopt}加上 --rename-conflicts ${renames.join('、')}匯入`);
  return true;
}

/**
 * A local account here with the same name and, in any letter case, the same e-mail. The first start's untouched
 * administrator is nobody yet, whatever its e-mail: the original's account takes its place by --adopt-admin, with
 * its password, rather than being merged into it and losing that password.
 */
async function sameLocalAccount(run: Run, name: string, email: string) {
  const { db } = run.deps;
  const named = await userByName(db, name);
  const same = named?.authProvider === 'local' && named.email.toLowerCase() === email.toLowerCase();
  if (!same || (await isUntouchedFirstAdmin(db, named.id, named.name))) return null;
  return named;
}

/** The same person: matched when their rights agree, else a clash an administrator settles first. */
async function matchTo(run: Run, user: LegacyUser, same: UserRow, line: Line): Promise<Outcome> {
  const how = same.authProvider === 'oidc' ? '同一單一登入身分' : '同名稱、同電子郵件';
  if (same.isAdmin !== user.is_admin) {
    const rights = (admin: boolean) => (admin ? '管理員' : '一般使用者');
    line(
      'clash',
      `${how}，對應到${holder(run, same)}，但權限不同（舊系統：${rights(user.is_admin)}；本系統：${rights(same.isAdmin)}）：請先在本系統的使用者管理調整權限，再重新匯入`,
    );
    return null;
  }
  await recordImport(run.deps.db, 'user', user.id, same.id);
  line('matched', `${how}，對應到${holder(run, same)}`);
  return { id: same.id, imported: false };
}

/** How the report names an account here: one this run brought in by its legacy id, else by its own id. */
function holder(run: Run, row: UserRow) {
  const legacyId = run.newUsers.get(row.id);
  return legacyId === undefined ? `本系統的帳號 #${row.id}` : `本次匯入的舊系統帳號 #${legacyId}`;
}

/** The account as this system keeps it: its hash, its subject under the issuer, its e-mail as it was. */
function accountValues(run: Run, user: LegacyUser, sso: boolean): ImportedUser {
  const hash = user.password_hash && isLegacyHash(user.password_hash) ? user.password_hash : null;
  return {
    name: user.name,
    email: user.email,
    emailNeedsReview: !emailSchema.safeParse(user.email).success,
    passwordHash: sso ? null : hash,
    isAdmin: user.is_admin,
    authProvider: sso ? 'oidc' : 'local',
    oidcIssuer: sso ? run.deps.oidcIssuer : null,
    oidcSubject: sso ? user.oauth_sub : null,
    lastLoginAt: user.last_login,
  };
}

/** The first of `name (2)`, `name (3)` … nobody here holds, as single sign-on names a taken name. */
async function freeName(run: Run, name: string) {
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, NAME_MAX - ` (${n})`.length)} (${n})`;
    if (!(await userByName(run.deps.db, candidate))) return candidate;
  }
}

/** The first of `local+2@domain`, `local+3@domain` … nobody here holds: mail still reaches the same box. */
async function freeEmail(run: Run, email: string) {
  const at = email.lastIndexOf('@');
  const [local, domain] = at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at)];
  for (let n = 2; ; n++) {
    const candidate = `${local}+${n}${domain}`;
    if (!(await userByEmail(run.deps.db, candidate))) return candidate;
  }
}

/**
 * The nickname by this system's rules (product §3.11). The original gives every account its name as nickname,
 * which here is simply no nickname, before any rule is asked (an administrator named `admin` has that
 * nickname, which a nickname here may not be); one held in another letter case gets a number.
 */
async function takeNickname(run: Run, user: LegacyUser, values: ImportedUser, line: Line) {
  const ownName = values.name === user.name;
  if (user.nickname === null || (ownName && user.nickname === user.name)) return;
  const parsed = nicknameSchema.safeParse(user.nickname);
  if (!parsed.success) return line('noted', `暱稱「${user.nickname}」未匯入：${firstIssue(parsed.error)}`);
  const nickname = parsed.data;
  if (nickname === null || (ownName && nickname === user.name)) return;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : String(n);
    const candidate = [...nickname].slice(0, NICKNAME_MAX_LENGTH - suffix.length).join('') + suffix;
    if (!(await nicknameTaken(run.deps.db, candidate))) {
      values.nickname = candidate;
      if (n > 1) line('noted', `暱稱「${nickname}」已有人使用（不分大小寫）：改為「${candidate}」`);
      return;
    }
  }
}
