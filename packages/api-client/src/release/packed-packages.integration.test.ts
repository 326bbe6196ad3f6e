import { type SpawnOptions, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type PackedPackage, scratchApp } from "./scratch-lockfile";

// A release another team can install (issue 28): the three published packages are packed as
// npm would publish them, installed from their tarballs into a Vite + React + TypeScript app
// in a temporary folder outside the workspace, type-checked against their published
// declarations, built, and opened in Chromium, where the app lists vacancies from the real
// gateway through @rabota/api-client and shows a @rabota/ui button with its styles. The
// install is offline: the app's lockfile is cut from the workspace's (scratch-lockfile.ts).

const PUBLISHED = ["@rabota/domain", "@rabota/api-client", "@rabota/ui"] as const;
/** What the app itself depends on, at the versions the workspace's catalog resolved. */
const APP_DEPENDENCIES = ["react", "react-dom", "zod"];
const APP_DEV_DEPENDENCIES = [
  "typescript",
  "vite",
  "@vitejs/plugin-react",
  "@types/react",
  "@types/react-dom",
];
/** The app's sources, copied as they are; its package.json and lockfile come from `scratchApp`. */
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
  version: string;
  filename: string;
  files: { path: string }[];
}

/**
 * `pnpm pack` of the published packages into `app/packs` (workspace: ranges become versions),
 * domain first, as each package's dependencies come before it.
 */
async function packPublished(app: string): Promise<PackedPackage[]> {
  const root = workspaceRoot();
  const filters = PUBLISHED.flatMap((name) => ["--filter", name]);
  const output = await run("pnpm", [...filters, "pack", "--pack-destination", join(app, "packs"), "--json"], {
    cwd: root,
  });
  const packed = JSON.parse(output.slice(output.indexOf("["))) as PackResult[];
  return PUBLISHED.map((name) => {
    const result = packed.find((pkg) => pkg.name === name);
    if (!result?.files.some((file) => file.path.startsWith("dist/")))
      throw new Error(
        `${name} packed without dist/: build first (pnpm turbo run build --filter=@rabota/api-client...)`,
      );
    const workspaceDir = `packages/${name.replace("@rabota/", "")}`;
    const manifest = JSON.parse(readFileSync(join(root, workspaceDir, "package.json"), "utf8")) as {
      peerDependencies?: Record<string, string>;
    };
    return {
      name,
      version: result.version,
      workspaceDir,
      tarball: relative(app, result.filename),
      integrity: `sha512-${createHash("sha512").update(readFileSync(result.filename)).digest("base64")}`,
      peerDependencies: manifest.peerDependencies ?? {},
    };
  });
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
  cpSync(APP_TEMPLATE, app, { recursive: true });
  const packed = await packPublished(app);
  const { manifest, lockfile } = scratchApp(
    readFileSync(join(workspaceRoot(), "pnpm-lock.yaml"), "utf8"),
    packed,
    {
      dependencies: APP_DEPENDENCIES,
      devDependencies: APP_DEV_DEPENDENCIES,
    },
  );
  writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(join(app, "pnpm-lock.yaml"), lockfile);
  // Every package comes from the store the workspace's install filled: no registry, no network.
  await run(
    "pnpm",
    ["install", "--frozen-lockfile", "--offline", "--ignore-scripts", "--reporter=append-only"],
    {
      cwd: app,
    },
  );
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
