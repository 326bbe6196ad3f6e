// pnpm hooks (https://pnpm.io/pnpmfile).

/** An `exports` map without its `source` conditions, at any depth. */
function withoutSource(exports) {
  if (typeof exports !== "object" || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== "source")
      .map(([key, target]) => [key, withoutSource(target)]),
  );
}

module.exports = {
  hooks: {
    // The `source` condition points the workspace's Vite, Vitest, tsc and tsx at `src/`, which
    // the tarballs do not contain: another team whose tools resolve `source` too (a common
    // monorepo convention) would be sent to missing files. `pnpm pack` and `pnpm publish`
    // (which `changeset publish` runs) leave it out of the published package.json.
    beforePacking(pkg) {
      return pkg.exports ? { ...pkg, exports: withoutSource(pkg.exports) } : pkg;
    },
  },
};
