// `pnpm bench` (notification fan-out): 1,000 users each have their bell's stream open, half on each of two
// replicas (the build, dist/main.js) sharing one PostgreSQL; an admin publishes an important announcement
// through the first replica, which notifies every user, and each stream must be sent its `notification-unread`
// event carrying that notification. Latency runs from the moment the admin's request is sent to the moment the
// stream's event is read here (it includes the insert of every user's notification and the commit); the
// request's own time is printed beside it. Prints per round how many streams were told and p50/p95/max, the
// replicas' CPU time and memory, and the load average; asserts nothing.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { notificationEvents, routes } from '@pastexam/api-contract';
import { issueToken } from '../src/auth/session/tokens.ts';
import { createDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { loadEnv } from '../src/env.ts';
import { type EventStreamReader, readEventStream } from '../src/test-support/event-stream.ts';
import { unreadEventOf } from '../src/test-support/notifications.ts';
import { type ApiClient, createHttpClient } from '../src/testing/index.ts';
import { percentile } from './percentile.ts';
import { onPostgres, processUsage, type Replica } from './processes.ts';

const STREAMS = Number(process.env.BENCH_FANOUT_STREAMS ?? 1000);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 5);
/** A stream not told within this long has missed the notification. */
const DEADLINE_MS = 30_000;
/** Streams opened at once while preparing, as users arriving over a few seconds would. */
const OPENING = 50;

type Stream = { reader: EventStreamReader; replica: number };

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

/** STREAMS users made directly in the database, each with a token as sign-in would issue. */
async function makeUsers(env: ReturnType<typeof loadEnv>): Promise<string[]> {
  const handle = createDatabase(env);
  try {
    const run = randomBytes(3).toString('hex');
    const rows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: STREAMS }, (_, i) => ({
          name: `fan${run}${i}`,
          email: `fan${run}${i}@example.edu`,
        })),
      )
      .returning();
    return Promise.all(rows.map((row) => issueToken(env, row)));
  } finally {
    await handle.close();
  }
}

/** Opens the user's stream as the bell does (a ticket, then the stream) and waits for its opening count. */
async function openStream(client: ApiClient, token: string): Promise<EventStreamReader> {
  const { ticket } = await client.output(routes.notifications.notificationStreamTicket, {}, { token });
  const answer = await client.raw(routes.notifications.notificationEventStream, { query: { ticket } });
  if (answer.status !== 200) throw new Error(`the stream answered ${answer.status}: ${await answer.text()}`);
  const reader = readEventStream(answer);
  await reader.next((event) => event.event === notificationEvents.unread);
  return reader;
}

/** Milliseconds from `sent` until the stream is told of the notification titled `title`; null if never. */
async function toldAfter(stream: Stream, title: string, sent: () => number): Promise<number | null> {
  try {
    await stream.reader.next(
      (event) =>
        event.event === notificationEvents.unread && unreadEventOf(event).notification?.title === title,
      DEADLINE_MS,
    );
    return performance.now() - sent();
  } catch {
    return null;
  }
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function round(
  n: number,
  admin: ApiClient,
  adminToken: string,
  streams: Stream[],
  replicas: Replica[],
) {
  const title = `停課通知 ${n} ${randomBytes(3).toString('hex')}`;
  let sentAt = 0;
  // Every stream listens before the request goes, so none is told before its clock starts.
  const told = Promise.all(streams.map((stream) => toldAfter(stream, `重要公告：${title}`, () => sentAt)));
  const before = replicas.map((replica) => processUsage(replica.pid));
  const ownBefore = process.cpuUsage();
  sentAt = performance.now();
  await admin.output(
    routes.announcements.adminCreateAnnouncement,
    { body: { title, body: '本週五停課', importance: 'important' } },
    { token: adminToken },
  );
  const answeredMs = performance.now() - sentAt;
  const latencies = await told;
  const own = process.cpuUsage(ownBefore);
  const ms = latencies.filter((value) => value !== null).sort((a, b) => a - b);
  const byReplica = replicas.map(
    (_, i) => latencies.filter((value, j) => value !== null && streams[j]?.replica === i).length,
  );
  const usage = replicas.map((replica, i) => {
    const [was, now] = [before[i], processUsage(replica.pid)];
    return was && now ? `${fmt(now.cpuMs - was.cpuMs)} CPU, ${now.rssMb.toFixed(0)} MB` : 'n/a';
  });
  console.log(
    `  round ${n}: ${ms.length}/${streams.length} told (${byReplica.join(' + ')}); ` +
      `first ${fmt(ms[0] ?? 0)}, p50 ${fmt(percentile(ms, 50))}, p95 ${fmt(percentile(ms, 95))}, max ${fmt(ms.at(-1) ?? 0)}; ` +
      `request answered in ${fmt(answeredMs)}; replicas ${usage.join(' / ')}, ` +
      `this client ${fmt((own.user + own.system) / 1000)} CPU; load ${load()}`,
  );
  return latencies;
}

async function main() {
  const password = randomBytes(12).toString('hex');
  const common = {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    APP_SECRET: randomBytes(32).toString('hex'),
  };
  console.log(
    `notification fan-out: ${STREAMS} open streams on two replicas (dist/main.js) sharing one PostgreSQL, ` +
      `${ROUNDS} important announcements; from the request sent to each stream's event; load ${load()}`,
  );
  await onPostgres(
    common,
    async (deployment) => {
      const replicas = [await deployment.start(), await deployment.start()];
      const clients = replicas.map((replica) => createHttpClient(replica.url));
      const [admin] = clients;
      if (!admin) throw new Error('no replica');
      const env = loadEnv({ ...process.env, ...common, DATABASE_URL: deployment.databaseUrl });
      const tokens = await makeUsers(env);
      const prepared = performance.now();
      const streams = await inBatches(
        tokens.map((token, i) => ({ token, replica: i % replicas.length })),
        OPENING,
        async ({ token, replica }) => {
          const client = clients[replica];
          if (!client) throw new Error('no replica');
          return { reader: await openStream(client, token), replica };
        },
      );
      console.log(`  ${streams.length} streams open in ${fmt(performance.now() - prepared)}`);
      const adminToken = (await admin.output(routes.auth.login, { body: { username: 'admin', password } }))
        .access_token;
      const all: number[] = [];
      let missed = 0;
      try {
        for (let n = 1; n <= ROUNDS; n += 1) {
          const latencies = await round(n, admin, adminToken, streams, replicas);
          for (const value of latencies) if (value === null) missed += 1;
          all.push(...latencies.filter((value) => value !== null));
        }
      } finally {
        await Promise.all(streams.map((stream) => stream.reader.close()));
      }
      all.sort((a, b) => a - b);
      console.log(
        `  all rounds: ${all.length} deliveries, ${missed} missed; p50 ${fmt(percentile(all, 50))}, ` +
          `p95 ${fmt(percentile(all, 95))}, max ${fmt(all.at(-1) ?? 0)}; load ${load()}`,
      );
    },
    { compiled: true },
  );
}

await main();
