import { inject } from "vitest";
import { type Database, openDatabase } from "../platform/db/database";
import { createThrowawayPostgres, type TestDatabaseKind } from "./databases";
import { createTestGateway, type TestGateway, type TestGatewayOptions } from "./gateway";

/** A kind that hands out an already open database and leaves closing it to its owner. */
export const sharedDatabase = (database: Database): TestDatabaseKind => ({
  name: database.kind,
  open: async () => ({ ...database, close: async () => {} }),
});

/** Two gateways over one PostgreSQL database: two replicas of one deployment. */
export interface Replicas {
  a: TestGateway;
  b: TestGateway;
  /** Closes both gateways and their connections, then drops the database. */
  close(): Promise<void>;
}

/**
 * Two test gateways, each with its own connections, over one throwaway copy of the migrated
 * template on the PostgreSQL server of `url`: what one replica writes or announces, the other
 * must see.
 */
export async function twoReplicas(url: string, options: TestGatewayOptions = {}): Promise<Replicas> {
  const throwaway = await createThrowawayPostgres(url, inject("postgresTemplate"));
  const databases = [
    await openDatabase({ kind: "postgres", url: throwaway.url }),
    await openDatabase({ kind: "postgres", url: throwaway.url }),
  ] as const;
  const a = await createTestGateway(sharedDatabase(databases[0]), options);
  const b = await createTestGateway(sharedDatabase(databases[1]), options);
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      for (const database of databases) await database.close();
      await throwaway.drop();
    },
  };
}
