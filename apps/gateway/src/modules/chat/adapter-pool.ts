import type pg from "pg";

/**
 * The app's pool as `@socket.io/postgres-adapter` should see it, with a `close()` for
 * shutdown. The adapter takes one connection for LISTEN and, when closed while that
 * connection is still being opened, never gives it back — and the pool's `end()` waits for
 * every connection. Here, after `close()`, a connection the adapter asks for goes straight
 * back and its request never completes (no retry loop either), and one it holds is released.
 */
export function closablePool(pool: pg.Pool): { pool: pg.Pool; close(): Promise<void> } {
  let closed = false;
  const connecting = new Set<Promise<unknown>>();
  const held = new Set<pg.PoolClient>();

  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (closed) {
      client.release();
      return new Promise<never>(() => {});
    }
    held.add(client);
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      held.delete(client);
      release(error);
    };
    return client;
  }

  const guarded = new Proxy(pool, {
    get(target, property) {
      if (property === "connect") {
        return () => {
          const pending = connect();
          connecting.add(pending);
          void pending.finally(() => connecting.delete(pending)).catch(() => {});
          return pending;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

  return {
    pool: guarded,
    async close() {
      closed = true;
      await Promise.race([
        Promise.allSettled([...connecting]),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
      for (const client of held) client.release();
    },
  };
}
