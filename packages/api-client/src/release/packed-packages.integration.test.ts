import { type SpawnOptions, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

// A release another team can install (issue 28): the three published packages are packed as
// npm would publish them, installed from their tarballs into a Vite + React + TypeScript app
// in a temporary folder outside the workspace, type-checked against their published
// declarations, built, and opened in Chromium, where the app lists vacancies from the real
// gateway through @rabota/api-client and shows a @rabota/ui button with its styles.

const PUBLISHED = ["@rabota/domain", "@rabota/api-client", "@rabota/ui"] as const;
/** What the app itself depends on, at the versions the workspace resolved (lockfile catalog). */
const APP_DEPENDENCIES = ["react", "react-dom", "zod"];
const APP_DEV_DEPENDENCIES = [
  "typescript",
  "vite",
  "@vitejs/plugin-react",
  "@types/react",
  "@types/react-dom",
];
/** The app's sources, copied as they are; package.json is written with the tarballs' paths. */
const APP_TEMPLATE = join(import.meta.dirname, "..", "..", "consumer-app");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

function workspaceRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, "pnpm-workspace.yaml"))) {
    if (dirname(dir) === dir) throw new Error("no pnpm workspace above this test");
    dir = dirname(dir);
  }
  return dir;
}

/** The version the workspace lockfile pins for a catalog entry (`catalogs.default`). */
function catalogVersion(lockfile: string, name: string): string {
  const key = name.includes("/") ? `'${name}'` : name;
  const entry = new RegExp(
    `\\n    ${key.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:\\n.*\\n      version: (\\S+)`,
  );
  const version = entry.exec(lockfile)?.[1];
  if (!version) throw new Error(`${name} is not in the workspace catalog`);
  return version;
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

interface PackResult {
  name: string;
  filename: string;
  files: { path: string }[];
}

/** `pnpm pack` of the published packages (workspace:* ranges become versions), into `destination`. */
async function packPublished(destination: string): Promise<Map<string, string>> {
  const filters = PUBLISHED.flatMap((name) => ["--filter", name]);
  const output = await run("pnpm", [...filters, "pack", "--pack-destination", destination, "--json"], {
    cwd: workspaceRoot(),
  });
  const packed = JSON.parse(output.slice(output.indexOf("["))) as PackResult[];
  for (const { name, files } of packed) {
    if (!files.some((file) => file.path.startsWith("dist/")))
      throw new Error(
        `${name} packed without dist/: build first (pnpm turbo run build --filter=@rabota/api-client...)`,
      );
  }
  return new Map(packed.map(({ name, filename }) => [name, `file:${filename}`]));
}

/** The few browser globals the page check reads. */
interface PageGlobals {
  document: { fonts: Iterable<{ family: string; status: string }> & { ready: Promise<unknown> } };
  getComputedStyle(element: unknown): { backgroundColor: string; fontFamily: string };
}

interface PreviewServer {
  resolvedUrls: { local: string[] } | null;
  close(): Promise<void>;
}

let work = "";
let app = "";

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "rabota-consumer-"));
  app = join(work, "app");
  const tarballs = await packPublished(join(work, "packs"));
  const lockfile = readFileSync(join(workspaceRoot(), "pnpm-lock.yaml"), "utf8");
  const pinned = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, catalogVersion(lockfile, name)]));
  cpSync(APP_TEMPLATE, app, { recursive: true });
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({
      name: "another-teams-app",
      private: true,
      type: "module",
      dependencies: { ...Object.fromEntries(tarballs), ...pinned(APP_DEPENDENCIES) },
      devDependencies: pinned(APP_DEV_DEPENDENCIES),
      // api-client's dependency on @rabota/domain is a version on the registry once published;
      // here it is the tarball packed beside it.
      pnpm: { overrides: { "@rabota/domain": tarballs.get("@rabota/domain") } },
    }),
  );
  // Tarballs of third-party packages come from the store the workspace installed; only
  // metadata the cache lacks is asked of the registry.
  await run("pnpm", ["install", "--prefer-offline", "--ignore-scripts", "--reporter=append-only"], {
    cwd: app,
  });
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the published packages in another team's app", () => {
  it("type-checks against the published declarations", async () => {
    await run("node", [join(app, "node_modules", "typescript", "bin", "tsc"), "-p", app]);
  });

  it("builds, lists vacancies from the gateway through the api-client and renders a ui button with its styles", async () => {
    await run("node", [join(app, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "error"], {
      cwd: app,
    });
    const vite = (await import(
      pathToFileURL(createRequire(join(app, "package.json")).resolve("vite")).href
    )) as { preview(config: object): Promise<PreviewServer> };
    process.env.GATEWAY_URL = inject("gatewayUrl");
    const server = await vite.preview({
      root: app,
      logLevel: "silent",
      preview: { host: "127.0.0.1", port: 0 },
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(server.resolvedUrls?.local[0] ?? "");

      await expect
        .poll(() => page.getByRole("list", { name: "Вакансии" }).getByRole("listitem").count())
        .toBe(5);
      await expect.poll(() => page.getByRole("heading").textContent()).toBe("Без опыта");
      const button = page.getByRole("button", { name: "Откликнуться" });
      const look = await button.evaluate(async (element) => {
        // This runs in the page; the package is compiled without the DOM library.
        const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
        await document.fonts.ready;
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          font: style.fontFamily,
          fontLoaded: [...document.fonts].some(
            (face) => face.family.includes("Golos Text") && face.status === "loaded",
          ),
        };
      });
      // The primary button of the design system: emerald, in the self-hosted Golos Text.
      expect(look.background).toBe("rgb(4, 122, 98)");
      expect(look.font).toContain("Golos Text");
      expect(look.fontLoaded).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
