import { parse, stringify } from "yaml";

// A pnpm lockfile (format 9) for the scratch app, cut from the workspace's own: the app gets
// the very versions the workspace resolved, so `pnpm install --frozen-lockfile --offline`
// takes every package from the store and never asks the registry (whose metadata a frozen
// install of the workspace never downloaded, so a plain `--offline` resolve would fail).

interface Dependency {
  specifier: string;
  version: string;
}
type Dependencies = Record<string, Dependency>;
interface Importer {
  dependencies?: Dependencies;
  devDependencies?: Dependencies;
}
interface Snapshot {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface Lockfile {
  lockfileVersion: string;
  settings?: unknown;
  overrides?: Record<string, string>;
  importers: Record<string, Importer>;
  packages?: Record<string, unknown>;
  snapshots?: Record<string, Snapshot>;
}

/** A published package packed into the app's folder. */
export interface PackedPackage {
  name: string;
  version: string;
  /** Its folder in the workspace, as the lockfile names its importer (`packages/ui`). */
  workspaceDir: string;
  /** The tarball's path relative to the app (`packs/rabota-ui-0.1.0.tgz`). */
  tarball: string;
  /** `sha512-…` of the tarball. */
  integrity: string;
  peerDependencies: Record<string, string>;
}

interface ScratchApp {
  /** The app's package.json (dependencies, devDependencies and pnpm.overrides). */
  manifest: object;
  /** Its pnpm-lock.yaml. */
  lockfile: string;
}

/** `name@version` of a snapshot, the version without its peer suffix for the package entry. */
const snapshotKey = (name: string, version: string) => `${name}@${version}`;
const packageKey = (key: string) => key.replace(/\(.*$/, "");

/**
 * The app's manifest and lockfile: the packed packages as `file:` tarballs (each one's
 * dependency on another packed one pointed at that tarball), and the workspace catalog's
 * resolution of each name in `dependencies` and `devDependencies`.
 */
export function scratchApp(
  workspaceLockfileText: string,
  packed: PackedPackage[],
  { dependencies, devDependencies }: { dependencies: string[]; devDependencies: string[] },
): ScratchApp {
  const workspace = parse(workspaceLockfileText) as Lockfile;
  const importerDependencies = Object.values(workspace.importers).flatMap((importer) =>
    Object.entries({ ...importer.dependencies, ...importer.devDependencies }),
  );
  /**
   * The resolved version (with its peer suffix) the workspace uses for a catalog entry, read
   * from an importer that depends on it: the lockfile's own `catalogs` section is not reliable
   * (a `pnpm remove` has been seen to prune it to the entries of one package).
   */
  const fromCatalog = (name: string): Dependency => {
    const found = importerDependencies.find(
      ([dependency, entry]) => dependency === name && entry.specifier === "catalog:",
    );
    if (!found) throw new Error(`${name} is not resolved from the workspace catalog`);
    return { specifier: packageKey(found[1].version), version: found[1].version };
  };
  const direct = (names: string[]) => Object.fromEntries(names.map((name) => [name, fromCatalog(name)]));
  const appDependencies = direct(dependencies);
  const appDevDependencies = direct(devDependencies);

  const packages: Record<string, unknown> = {};
  const snapshots: Record<string, Snapshot> = {};
  const packedVersions = new Map<string, string>();
  /** Packed packages another packed one depends on (api-client → domain). */
  const dependedOn = new Set<string>();
  // domain first: api-client's snapshot names domain's.
  for (const pkg of packed) {
    const peers = Object.keys(pkg.peerDependencies).map((peer) => {
      const version = appDependencies[peer]?.version;
      if (!version) throw new Error(`the app lacks ${pkg.name}'s peer ${peer}`);
      return [peer, version] as const;
    });
    const suffix = peers
      .map(([peer, version]) => `(${peer}@${version})`)
      .sort()
      .join("");
    const version = `file:${pkg.tarball}${suffix}`;
    packedVersions.set(pkg.name, version);
    packages[snapshotKey(pkg.name, `file:${pkg.tarball}`)] = {
      resolution: { integrity: pkg.integrity, tarball: `file:${pkg.tarball}` },
      version: pkg.version,
      ...(peers.length > 0 ? { peerDependencies: pkg.peerDependencies } : {}),
    };
    const own = workspace.importers[pkg.workspaceDir]?.dependencies ?? {};
    const snapshotDependencies = Object.fromEntries([
      ...Object.entries(own).map(([name, entry]) => {
        if (!entry.version.startsWith("link:")) return [name, entry.version] as const;
        const tarball = packedVersions.get(name);
        if (!tarball) throw new Error(`${pkg.name} depends on ${name}, which is not packed before it`);
        dependedOn.add(name);
        return [name, tarball] as const;
      }),
      ...peers,
    ]);
    snapshots[snapshotKey(pkg.name, version)] =
      Object.keys(snapshotDependencies).length > 0 ? { dependencies: snapshotDependencies } : {};
  }

  // Everything the app reaches, copied from the workspace's entries.
  const pending = [...Object.entries(appDependencies), ...Object.entries(appDevDependencies)].map(
    ([name, entry]) => snapshotKey(name, entry.version),
  );
  for (const snapshot of Object.values(snapshots))
    for (const [name, version] of Object.entries(snapshot.dependencies ?? {}))
      if (!version.startsWith("file:")) pending.push(snapshotKey(name, version));
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (snapshots[key]) continue;
    const snapshot = workspace.snapshots?.[key];
    const entry = workspace.packages?.[packageKey(key)];
    if (!snapshot || !entry) throw new Error(`${key} is not in the workspace lockfile`);
    snapshots[key] = snapshot;
    packages[packageKey(key)] = entry;
    for (const [name, version] of Object.entries({
      ...snapshot.dependencies,
      ...snapshot.optionalDependencies,
    }))
      pending.push(snapshotKey(name, version));
  }

  const tarballs = Object.fromEntries(packed.map((pkg) => [pkg.name, `file:${pkg.tarball}`]));
  // A packed package names another by version (`"@rabota/domain": "^0.1.0"`, as on the
  // registry); here that version is the tarball beside it.
  const overrides = Object.fromEntries([...dependedOn].map((name) => [name, tarballs[name] as string]));
  const manifest = {
    name: "another-teams-app",
    private: true,
    type: "module",
    dependencies: {
      ...tarballs,
      ...Object.fromEntries(Object.entries(appDependencies).map(([name, entry]) => [name, entry.specifier])),
    },
    devDependencies: Object.fromEntries(
      Object.entries(appDevDependencies).map(([name, entry]) => [name, entry.specifier]),
    ),
    pnpm: { overrides },
  };
  const lockfile: Lockfile = {
    lockfileVersion: workspace.lockfileVersion,
    settings: workspace.settings,
    overrides,
    importers: {
      ".": {
        dependencies: {
          ...Object.fromEntries(
            packed.map((pkg) => [
              pkg.name,
              { specifier: tarballs[pkg.name], version: packedVersions.get(pkg.name) } as Dependency,
            ]),
          ),
          ...appDependencies,
        },
        devDependencies: appDevDependencies,
      },
    },
    packages,
    snapshots,
  };
  return { manifest, lockfile: stringify(lockfile) };
}
