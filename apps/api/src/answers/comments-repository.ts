import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { answerComments, users } from '../db/schema.ts';

const commentColumns = {
  id: answerComments.id,
  answerId: answerComments.answerId,
  authorId: answerComments.authorId,
  authorName: sql<string | null>`coalesce(${users.nickname}, ${users.name})`,
  authorIsAdmin: users.isAdmin,
  body: answerComments.body,
  createdAt: answerComments.createdAt,
};

export type CommentRow = {
  id: number;
  answerId: number;
  authorId: number | null;
  authorName: string | null;
  authorIsAdmin: boolean | null;
  body: string;
  createdAt: Date;
};

function comments(db: Pick<Database, 'select'>) {
  return db
    .select(commentColumns)
    .from(answerComments)
    .leftJoin(users, eq(users.id, answerComments.authorId))
    .$dynamic();
}

/** An answer's comments, oldest first. */
export function commentsOf(db: Database, answerId: number): Promise<CommentRow[]> {
  return comments(db).where(eq(answerComments.answerId, answerId)).orderBy(asc(answerComments.id));
}

/** One comment of the answer; null when it is not there. */
export async function findComment(
  db: Pick<Database, 'select'>,
  answerId: number,
  commentId: number,
): Promise<CommentRow | null> {
  const [row] = await comments(db).where(
    and(eq(answerComments.id, commentId), eq(answerComments.answerId, answerId)),
  );
  return row ?? null;
}

export async function insertComment(
  tx: Queryable,
  values: { answerId: number; authorId: number; body: string },
): Promise<number> {
  const [row] = await tx.insert(answerComments).values(values).returning({ id: answerComments.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function deleteCommentRow(tx: Queryable, commentId: number): Promise<boolean> {
  const rows = await tx
    .delete(answerComments)
    .where(eq(answerComments.id, commentId))
    .returning({ id: answerComments.id });
  return rows.length > 0;
}
