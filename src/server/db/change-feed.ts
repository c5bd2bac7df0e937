// What changed in the database, as it commits: the stream the per-instance read caches trust
// (ADR 008). Triggers (migrations 0600, 1200, 1600) send 'session:<id>', 'projects:<owner>',
// 'jobs:<id>', 'membership:<user>' and 'recommendations:<project>' on the
// stackwise_changes channel; every instance listens, so an entry cached on one instance is
// dropped when another instance, a worker or an operator's SQL changes the rows behind it.
//
// A cache may only serve an entry while the feed is `live` and the entry was filled in the
// current `epoch`: when the listening connection drops, notifications could be missed, so the
// epoch moves on (voiding every entry) and nothing is cached until it listens again.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const changeChannel = 'stackwise_changes';
export type ChangeTopic = 'session' | 'projects' | 'jobs' | 'membership' | 'recommendations';

export type ChangeFeed = {
  readonly live: boolean;
  readonly epoch: number;
  /** Starts listening on first use; `onKey` gets the key of every change on that topic. */
  subscribe(topic: ChangeTopic, onKey: (key: string) => void): () => void;
  /** Resolves once every change committed before the call has been delivered here. */
  sync(): Promise<void>;
  /** Told when the listening connection fails or drops (caching pauses until it is back). */
  onError(report: (err: unknown) => void): void;
  close(): Promise<void>;
};

type Listeners = Map<ChangeTopic, Set<(key: string) => void>>;

function dispatch(listeners: Listeners, payload: string | undefined): void {
  if (!payload) return;
  const colon = payload.indexOf(':');
  const topic = payload.slice(0, colon) as ChangeTopic;
  const key = payload.slice(colon + 1);
  for (const onKey of listeners.get(topic) ?? []) onKey(key);
}

function addListener(listeners: Listeners, topic: ChangeTopic, onKey: (key: string) => void): () => void {
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(onKey);
  return () => set.delete(onKey);
}

/** For READ_CACHE=false: never live, so every read goes to the database. */
export function disabledChangeFeed(): ChangeFeed {
  return { live: false, epoch: 0, subscribe: () => () => {}, sync: async () => {}, onError: () => {}, close: async () => {} };
}

/** PGlite runs in this process and hands out notifications before the query that caused them returns. */
export function pgliteChangeFeed(pglite: PGlite): ChangeFeed {
  const listeners: Listeners = new Map();
  let live = false;
  let started: Promise<() => Promise<void>> | undefined;
  return {
    get live() {
      return live;
    },
    epoch: 0,
    subscribe(topic, onKey) {
      started ??= pglite.listen(changeChannel, (payload) => dispatch(listeners, payload)).then((unlisten) => {
        live = true;
        return unlisten;
      });
      return addListener(listeners, topic, onKey);
    },
    sync: async () => {},
    onError: () => {},
    async close() {
      live = false;
      // The database may be closing at the same time; there is nothing left to unlisten then.
      await started?.then((unlisten) => unlisten()).catch(() => {});
    },
  };
}

const SYNC_TIMEOUT_MS = 2000;

/**
 * One dedicated connection per process LISTENs (a pool would hand it away); reconnects with backoff.
 * `send` runs a statement on another connection (the pool): the listening client never runs two
 * queries at once, however many requests call sync() together.
 */
export function postgresChangeFeed(connectionString: string, send: (text: string, params: unknown[]) => Promise<unknown>): ChangeFeed {
  const listeners: Listeners = new Map();
  const reporters: ((err: unknown) => void)[] = [];
  const report = (err: unknown) => reporters.forEach((r) => r(err));
  const syncs = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let live = false;
  let epoch = 0;
  let closed = false;
  let connecting: Promise<void> | undefined;
  /** Ends the wait between reconnection attempts (on close). */
  let wake: (() => void) | undefined;

  function lost(from: pg.Client, err?: unknown) {
    if (client !== from) return;
    client = undefined;
    live = false;
    epoch++;
    report(err ?? new Error('the listening connection closed'));
    for (const done of syncs.values()) done();
    syncs.clear();
    from.end().catch(() => {});
    if (!closed) connecting = connect();
  }

  async function connect(): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      // Named, so operators can tell it apart in pg_stat_activity (docs/operations.md).
      const c = new pg.Client({
        connectionString,
        application_name: 'stackwise-change-feed',
        connectionTimeoutMillis: 5000,
        // A sync() must not hang a response while the database is unreachable.
        query_timeout: SYNC_TIMEOUT_MS,
        keepAlive: true,
      });
      // Until it is `client`, a failing connection is this loop's to retry, not lost()'s.
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c));
      c.on('notification', (msg) => {
        const payload = msg.payload ?? '';
        if (payload.startsWith('sync:')) syncs.get(payload.slice(5))?.();
        else dispatch(listeners, payload);
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${changeChannel}`);
        if (closed) {
          await c.end().catch(() => {});
          return;
        }
        client = c;
        live = true;
        return;
      } catch (err) {
        c.end().catch(() => {});
        if (attempt === 0) report(err);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(5000, 250 * 2 ** attempt)).unref();
        });
      }
    }
  }

  return {
    get live() {
      return live;
    },
    get epoch() {
      return epoch;
    },
    subscribe(topic, onKey) {
      connecting ??= connect();
      return addListener(listeners, topic, onKey);
    },
    onError(r) {
      reporters.push(r);
    },
    async sync() {
      const c = client;
      if (!live || !c) return;
      // Notifications reach each listener in commit order: once our own marker, sent after the
      // caller's transaction committed, comes back, every change before it has been handled.
      const token = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<boolean>((resolve) => {
        syncs.set(token, () => resolve(true));
        timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      });
      try {
        // Sent from another session after the caller's commit: notifications are delivered in
        // commit order, so the marker still arrives after every change the caller made.
        await send('SELECT pg_notify($1, $2)', [changeChannel, `sync:${token}`]);
        // Not back in time: something is wrong with delivery, so trust nothing cached so far.
        if (!(await back) && client === c) lost(c, new Error(`change notifications stalled for ${SYNC_TIMEOUT_MS} ms`));
      } catch (err) {
        lost(c, err);
      } finally {
        clearTimeout(timer);
        syncs.delete(token);
      }
    },
    async close() {
      closed = true;
      live = false;
      wake?.();
      epoch++;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
      await connecting?.catch(() => {});
    },
  };
}
