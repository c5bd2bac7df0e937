import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeTopic } from './change-feed.js';
import { createExactCache } from './exact-cache.js';

/** A feed driven by the test: what the database's notifications would do, step by step. */
function manualFeed() {
  const subscribers: { topic: ChangeTopic; onKey: (key: string) => void }[] = [];
  const feed = {
    live: true,
    epoch: 0,
    subscribe(topic: ChangeTopic, onKey: (key: string) => void) {
      subscribers.push({ topic, onKey });
      return () => {};
    },
    sync: async () => {},
    onError: () => {},
    close: async () => {},
    notify(topic: ChangeTopic, key: string) {
      for (const s of subscribers) if (s.topic === topic) s.onKey(key);
    },
  };
  return feed satisfies ChangeFeed;
}

function counter<V>(value: () => V) {
  const loader = { calls: 0, load: async () => (loader.calls++, value()) };
  return loader;
}

const options = { topic: 'projects' as const, ttlMs: 60_000, maxEntries: 100 };

describe('exact cache', () => {
  it('serves a loaded value again without loading, until its key changes on its topic', async () => {
    const feed = manualFeed();
    const cache = createExactCache<string>(feed, options);
    let stored = 'v1';
    const loader = counter(() => stored);
    expect(await cache.read('u1', loader.load)).toBe('v1');
    expect(await cache.read('u1', loader.load)).toBe('v1');
    expect(loader.calls).toBe(1);

    stored = 'v2';
    feed.notify('session', 'u1'); // another topic: not ours
    expect(await cache.read('u1', loader.load)).toBe('v1');
    feed.notify('projects', 'u2'); // another key
    expect(await cache.read('u1', loader.load)).toBe('v1');
    feed.notify('projects', 'u1');
    expect(await cache.read('u1', loader.load)).toBe('v2');
    expect(loader.calls).toBe(2);
  });

  it('drops a key at once when this instance changed it (invalidate)', async () => {
    const cache = createExactCache<string>(manualFeed(), options);
    let stored = 'before';
    const loader = counter(() => stored);
    await cache.read('u1', loader.load);
    stored = 'after';
    cache.invalidate('u1');
    expect(await cache.read('u1', loader.load)).toBe('after');
  });

  it('serves but never keeps a value read while its key changed', async () => {
    const feed = manualFeed();
    const cache = createExactCache<string>(feed, options);
    let release!: () => void;
    const slow = cache.read('u1', () => new Promise<string>((resolve) => (release = () => resolve('read before the change'))));
    feed.notify('projects', 'u1'); // committed while the read was in flight
    release();
    expect(await slow).toBe('read before the change');
    const loader = counter(() => 'fresh');
    expect(await cache.read('u1', loader.load)).toBe('fresh');
    expect(loader.calls).toBe(1);
  });

  it('keeps a read that started after the change, even while an older read is still in flight', async () => {
    const feed = manualFeed();
    const cache = createExactCache<string>(feed, options);
    let releaseOld!: () => void;
    const old = cache.read('u1', () => new Promise<string>((resolve) => (releaseOld = () => resolve('old'))));
    feed.notify('projects', 'u1');
    expect(await cache.read('u1', async () => 'new')).toBe('new');
    releaseOld();
    expect(await old).toBe('old');
    const loader = counter(() => 'unexpected');
    expect(await cache.read('u1', loader.load)).toBe('new');
    expect(loader.calls).toBe(0);
  });

  it('goes to the database every time while the feed is not live, and forgets what an older epoch cached', async () => {
    const feed = manualFeed();
    const cache = createExactCache<string>(feed, options);
    const loader = counter(() => 'value');
    await cache.read('u1', loader.load);
    feed.live = false; // the listening connection dropped: changes could be missed
    feed.epoch++;
    await cache.read('u1', loader.load);
    await cache.read('u1', loader.load);
    expect(loader.calls).toBe(3);
    expect(cache.size).toBe(0);
    feed.live = true; // listening again
    await cache.read('u1', loader.load);
    await cache.read('u1', loader.load);
    expect(loader.calls).toBe(4);
  });

  it('does not keep a read that straddled a lost connection', async () => {
    const feed = manualFeed();
    const cache = createExactCache<string>(feed, options);
    let release!: () => void;
    const slow = cache.read('u1', () => new Promise<string>((resolve) => (release = () => resolve('maybe stale'))));
    feed.epoch++; // dropped and back again while reading
    release();
    await slow;
    const loader = counter(() => 'fresh');
    expect(await cache.read('u1', loader.load)).toBe('fresh');
  });

  it('does not keep "not found", expires entries, and holds at most maxEntries (oldest out)', async () => {
    let clock = 0;
    const cache = createExactCache<string>(manualFeed(), { ...options, ttlMs: 1000, maxEntries: 2, now: () => clock });
    const missing = counter(() => undefined);
    await cache.read('gone', missing.load);
    await cache.read('gone', missing.load);
    expect(missing.calls).toBe(2);

    const loader = counter(() => 'v');
    await cache.read('a', loader.load);
    clock = 999;
    await cache.read('a', loader.load);
    expect(loader.calls).toBe(1);
    clock = 1000;
    await cache.read('a', loader.load);
    expect(loader.calls).toBe(2);

    await cache.read('b', loader.load);
    await cache.read('c', loader.load); // evicts a, the oldest
    expect(cache.size).toBe(2);
    await cache.read('a', loader.load);
    expect(loader.calls).toBe(5);
  });

  it('does not keep what `keep` refuses (too large)', async () => {
    const cache = createExactCache<string>(manualFeed(), { ...options, keep: (v) => v.length <= 3 });
    const big = counter(() => 'large');
    await cache.read('a', big.load);
    await cache.read('a', big.load);
    expect(big.calls).toBe(2);
    const small = counter(() => 'ok');
    await cache.read('b', small.load);
    await cache.read('b', small.load);
    expect(small.calls).toBe(1);
  });

  it('still answers when loading fails, and caches nothing for it', async () => {
    const cache = createExactCache<string>(manualFeed(), options);
    await expect(cache.read('u1', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('u1', async () => 'back')).toBe('back');
    expect(cache.size).toBe(1);
  });
});
