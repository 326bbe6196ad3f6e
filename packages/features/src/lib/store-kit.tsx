/**
 * The one way a feature makes its Zustand store available to React (the context-scoped
 * pattern): a vanilla store per provider, a selector hook that reads it, and a clear error
 * when a hook is used outside its provider. Every feature store goes through here.
 */
import {
  type Context,
  createContext,
  type ReactNode,
  useContext,
  useState,
  useSyncExternalStore,
} from "react";
import type { StoreApi } from "zustand";

/** Where a server-backed slice is (CONTRIBUTING.md, "One home for each rule and text": every server-backed slice says so). */
export type LoadStatus = "idle" | "loading" | "ready" | "error";

/** The outcome of a save: the stored value, or the message to show. */
export type SaveResult<T> = { ok: true; profile: T } | { ok: false; message: string };

/** The message of a thrown error, or `fallback` when it carries none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Upload progress in bytes as a whole percentage (0 when the size is unknown). */
export function percentOf({ loaded, total }: { loaded: number; total: number }): number {
  return total > 0 ? Math.round((loaded / total) * 100) : 0;
}

/** A feature's store kind: its name (for errors), how to make one, and its React context. */
export interface FeatureStore<State, Input> {
  readonly name: string;
  readonly create: (input: Input) => StoreApi<State>;
  readonly context: Context<StoreApi<State> | null>;
}

/**
 * Declares a feature's store kind around `create` (the vanilla store factory, which tests
 * call directly).
 *
 * ```tsx
 * const profileStore = defineFeatureStore("Profile", ({ api }: { api: ProfileApi }) => createProfileStore(api));
 * export function ProfileStoreProvider(props: FeatureStoreProps<typeof profileStore>) {
 *   return <FeatureStoreProvider of={profileStore} {...props} />;
 * }
 * export const useProfileStatus = () => useFeatureStore(profileStore, (state) => state.status);
 * ```
 */
export function defineFeatureStore<State, Input extends object = Record<never, never>>(
  name: string,
  create: (input: Input) => StoreApi<State>,
): FeatureStore<State, Input> {
  const context = createContext<StoreApi<State> | null>(null);
  context.displayName = `${name}StoreContext`;
  return { name, create, context };
}

/**
 * A feature provider's props: the factory's input (`api`, …) to make the store on first
 * render, or a `store` made outside React (the session and the shell, which services
 * outside React reach too).
 */
export type FeatureStoreProps<Kind> =
  Kind extends FeatureStore<infer State, infer Input>
    ? { children: ReactNode } & ({ store: StoreApi<State> } | Input)
    : never;

/** Makes one store of `of` for the subtree (kept for the provider's lifetime), or shares `store`. */
export function FeatureStoreProvider<State, Input>({
  of,
  children,
  ...input
}: { of: FeatureStore<State, Input>; children: ReactNode } & ({ store: StoreApi<State> } | Input)) {
  const [store] = useState(() =>
    "store" in input && input.store ? (input.store as StoreApi<State>) : of.create(input as Input),
  );
  return <of.context.Provider value={store}>{children}</of.context.Provider>;
}

/**
 * Reads `selector` of the nearest `of` store; throws a clear error outside its provider. The
 * server's snapshot is the store as it is now (zustand's `useStore` would take its initial
 * state): a prerendered page renders stores brought to the page's state, and the hydrating
 * client reads its own stores the same way, so both render the same markup.
 */
export function useFeatureStore<State, T>(of: FeatureStore<State, never>, selector: (state: State) => T): T {
  const store = useContext(of.context);
  if (!store) throw new Error(`${of.name} hooks must be used inside <${of.name}StoreProvider>`);
  const snapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
