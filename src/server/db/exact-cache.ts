// A per-instance cache of values read from the database, kept exact by the change feed
// (ADR 008): a change notified on its topic drops the entry, and a read that raced a change
// is served but not kept. While the feed is not live, every read goes to the database.
import type { ChangeFeed, ChangeTopic } from './change-feed.js';

export type ExactCache<V> = {
  /** The cached value, or `load()` — kept when it is not undefined and nothing changed meanwhile. */
  read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** This instance changed what `key` holds: drop it now rather than when the notification comes. */
  invalidate(key: string): void;
  readonly size: number;
};

type Entry<V> = { value: V; epoch: number; expires: number };

export function createExactCache<V>(
  feed: ChangeFeed,
  opts: { topic: ChangeTopic; ttlMs: number; maxEntries: number; keep?: (value: V) => boolean; now?: () => number },
): ExactCache<V> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  // Only keys with a read in flight have a version: a change while reading bumps it.
  const versions = new Map<string, { version: number; readers: number }>();

  function invalidate(key: string) {
    entries.delete(key);
    const v = versions.get(key);
    if (v) v.version++;
  }
  feed.subscribe(opts.topic, invalidate);

  return {
    get size() {
      return entries.size;
    },
    invalidate,
    async read(key, load) {
      const hit = entries.get(key);
      if (hit) {
        if (feed.live && hit.epoch === feed.epoch && hit.expires > now()) return hit.value;
        entries.delete(key);
      }
      if (!feed.live) return load();
      const epoch = feed.epoch;
      let v = versions.get(key);
      if (!v) versions.set(key, (v = { version: 0, readers: 0 }));
      const version = v.version;
      v.readers++;
      try {
        const value = await load();
        if (value !== undefined && feed.live && feed.epoch === epoch && v.version === version && (opts.keep?.(value) ?? true)) {
          // Oldest first out: a Map iterates in insertion order.
          entries.delete(key);
          if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, epoch, expires: now() + opts.ttlMs });
        }
        return value;
      } finally {
        if (--v.readers === 0) versions.delete(key);
      }
    },
  };
}
