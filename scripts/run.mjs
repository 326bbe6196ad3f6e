#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It runs on whatever Node the machine has
// (these machines ship Node 20 and npm only), brings what is missing — a Node 24 runtime
// and pnpm from the npm registry, the locked dependencies, Debian's Chromium for browser
// tests — and then hands over to the real task. Plain Node built-ins only: nothing is
// installed yet when it starts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const TOOLS = join(ROOT, ".tools");
const TOOLS_BIN = join(TOOLS, "node_modules", ".bin");
const NODE_VERSION = "24.21.0";
const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).packageManager.split(
  "@",
)[1];
// Browser tests run headless, on Debian's build of Chromium's headless shell (the old headless
// mode, which Playwright itself uses for headless runs): the same Blink and V8 at about 60 % of
// the full browser's CPU, and without its desktop libraries to install.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

const task = process.argv[2];
// What `npm start` hands to the servers it starts (port, hh.ru or its sandbox); these configure
// processes, not turbo tasks, so turbo's cache does not need to know them.
const startEnv = process.env;
if (task !== "start" && task !== "test") {
  console.error("usage: node scripts/run.mjs <start|test>");
  process.exit(2);
}

function log(message) {
  console.log(`\x1b[36m[rabota]\x1b[0m ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: ROOT, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[rabota] "${command} ${args.join(" ")}" failed with exit code ${status}`);
    process.exit(status);
  }
}

function output(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns an environment whose PATH has Node 24 and pnpm first, installing them when absent. */
function toolchainEnv() {
  const nodeMajor = Number(process.versions.node.split(".")[0]);
  const systemPnpm = output("pnpm", ["--version"], process.env);
  if (nodeMajor >= 24 && systemPnpm === PNPM_VERSION) return process.env;

  const env = { ...process.env, PATH: `${TOOLS_BIN}:${process.env.PATH}` };
  const haveNode = output(join(TOOLS_BIN, "node"), ["--version"], env) === `v${NODE_VERSION}`;
  const havePnpm = output(join(TOOLS_BIN, "pnpm"), ["--version"], env) === PNPM_VERSION;
  if (!haveNode || !havePnpm) {
    log(`installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/ (npm registry)`);
    must("npm", [
      "install",
      "--prefix",
      TOOLS,
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `node@${NODE_VERSION}`,
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  return env;
}

/** Browser tests drive Debian's Chromium headless shell; Playwright's own download cannot work here. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `[rabota] Chromium is missing at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium-headless-shell)`,
    );
    console.error("[rabota] or point CHROMIUM_PATH at a Chromium/Chrome binary, then run npm test again.");
    process.exit(1);
  }
  log("installing Chromium's headless shell from Debian's packages");
  must("apt-get", ["update", "-qq"]);
  must("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium-headless-shell"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const env = toolchainEnv();
const pnpm = (args, options = {}) => run("pnpm", args, { env, ...options });

log(`Node ${output("node", ["--version"], env)}, pnpm ${output("pnpm", ["--version"], env)}`);
if (pnpm(["install", "--frozen-lockfile", "--prefer-offline"]) !== 0) process.exit(1);

if (task === "test") {
  ensureChromium();
  must("node", ["scripts/test-summary.mjs", "--clean"], { env });
  process.exit(await runTests());
} else {
  // A production build of the app and the gateway, then the gateway serves both on
  // http://127.0.0.1:${PORT:-8080} with the embedded database (created and seeded on first run).
  // Beside it runs the hh.ru sandbox (apps/hh-sandbox) for the vacancy import, unless
  // HH_OAUTH_URL / HH_API_URL already point the gateway at an hh.ru (the real one).
  // Beside them runs the registry sandbox (apps/registry-sandbox) that verifies companies, unless
  // REGISTRY_URL already points the gateway at a registry (DaData's API).
  const port = Number(startEnv.PORT ?? 8080);
  const realHh = Boolean(startEnv.HH_OAUTH_URL || startEnv.HH_API_URL);
  const realRegistry = Boolean(startEnv.REGISTRY_URL);
  must(
    "pnpm",
    [
      "turbo",
      "run",
      "build",
      "--filter=@rabota/web",
      "--filter=@rabota/gateway",
      ...(realHh ? [] : ["--filter=@rabota/hh-sandbox"]),
      ...(realRegistry ? [] : ["--filter=@rabota/registry-sandbox"]),
      "--output-logs=errors-only",
    ],
    {
      env,
    },
  );
  // DEMO_MODE: the demo's mail stays in the outbox, readable from this machine only.
  const serverEnv = {
    ...env,
    DATA_DIR: startEnv.DATA_DIR ?? join(ROOT, ".data"),
    DEMO_MODE: startEnv.DEMO_MODE ?? "true",
  };
  const children = [];
  if (realHh) {
    log(
      `hh.ru: ${startEnv.HH_OAUTH_URL ?? "(HH_OAUTH_URL unset)"} / ${startEnv.HH_API_URL ?? "(HH_API_URL unset)"}`,
    );
  } else {
    const sandbox = await startHhSandbox(port);
    children.push(sandbox.child);
    Object.assign(serverEnv, sandbox.gatewayEnv);
    log(
      `hh.ru sandbox: ${sandbox.url} (client ${sandbox.gatewayEnv.HH_CLIENT_ID}; see apps/hh-sandbox/README.md)`,
    );
  }
  if (realRegistry) {
    log(`registry of legal entities: ${startEnv.REGISTRY_URL}`);
  } else {
    const registry = await startRegistrySandbox(port);
    children.push(registry.child);
    Object.assign(serverEnv, registry.gatewayEnv);
    log(`registry sandbox: ${registry.url} (see apps/registry-sandbox/README.md)`);
  }
  // The gateway's `start` script, run directly so that a signal reaches the server itself.
  children.push(
    spawn("node", ["dist/server.js"], {
      cwd: join(ROOT, "apps", "gateway"),
      env: serverEnv,
      stdio: "inherit",
    }),
  );
  stopTogether(children);
}

/**
 * Every check, scheduled for two cores. Everything is built once, first; then two lanes run
 * side by side, each a task at a time: the browser suite (the long pole: two Chromium workers
 * against the built app and gateway) followed by the type checks, and beside it the gateway's
 * and the API client's Vitest suites, the Storybook build, the other suites and the lints (the
 * two lanes take about as long: in a run where the type checks shared the second lane, it ended
 * 230 s after the first). `--only`: neither lane
 * rebuilds, or restores from the cache, what the first step built while the other lane reads
 * it. Resolves to the exit status.
 */
async function runTests() {
  const turbo = (tasksAndFilters, concurrency) => [
    "turbo",
    "run",
    ...tasksAndFilters,
    `--concurrency=${concurrency}`,
    "--continue",
    "--summarize",
    "--output-logs=errors-only",
  ];
  const built = pnpm(turbo(["build"], 2));
  const lane = async (...runs) => {
    let status = 0;
    for (const tasksAndFilters of runs) status |= await pnpmAsync([...turbo(tasksAndFilters, 1), "--only"]);
    return status;
  };
  // Each lane runs one task at a time: the browser suite, then the type checks; beside it the
  // gateway suite, the API client's suite (against a real gateway), the design system's
  // catalogue, the other Vitest suites and the lints. Measured so that both end together
  // (session 15: with the gateway suite down to ~290 s, the API client's suite moved to this
  // lane; at the end of the browser lane it ran alone for 52 s).
  const lanes = await Promise.all([
    lane(["test:e2e"], ["lint:workspace", "typecheck"]),
    lane(
      ["test", "--filter=@rabota/gateway"],
      ["test", "--filter=@rabota/api-client"],
      ["storybook:build", "test", "--filter=!@rabota/gateway", "--filter=!@rabota/api-client"],
      ["lint"],
    ),
  ]);
  const summary = run("node", ["scripts/test-summary.mjs"], { env });
  return built || lanes.some((status) => status !== 0) ? 1 : summary;
}

function pnpmAsync(args) {
  return new Promise((resolve) => {
    spawn("pnpm", args, { stdio: "inherit", cwd: ROOT, env }).on("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * Starts the built sandbox on HH_SANDBOX_PORT (default PORT + 1) with the gateway's callback
 * registered, and resolves once it listens, with the variables that point the gateway at it.
 */
function startHhSandbox(gatewayPort) {
  const clientId = startEnv.HH_CLIENT_ID ?? "rabota-sandbox";
  const clientSecret = startEnv.HH_CLIENT_SECRET ?? "rabota-sandbox-secret";
  const callbacks = ["127.0.0.1", "localhost"].map(
    (host) => `http://${host}:${gatewayPort}/import/hh/callback`,
  );
  const child = spawn("node", ["apps/hh-sandbox/dist/main.js"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...env,
      HH_SANDBOX_PORT: startEnv.HH_SANDBOX_PORT ?? String(gatewayPort + 1),
      HH_SANDBOX_REDIRECT_URI: startEnv.HH_SANDBOX_REDIRECT_URI ?? callbacks.join(","),
      HH_CLIENT_ID: clientId,
      HH_CLIENT_SECRET: clientSecret,
    },
  });
  return new Promise((resolve) => {
    let buffered = "";
    const onOutput = (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk;
      const url = /^hh-sandbox: (\S+)/m.exec(buffered)?.[1];
      if (!url) return;
      child.stdout.off("data", onOutput);
      child.stdout.pipe(process.stdout);
      child.off("exit", onEarlyExit);
      resolve({
        child,
        url,
        gatewayEnv: {
          HH_OAUTH_URL: url,
          HH_API_URL: url,
          HH_CLIENT_ID: clientId,
          HH_CLIENT_SECRET: clientSecret,
        },
      });
    };
    const onEarlyExit = (code) => {
      console.error(
        `[rabota] the hh.ru sandbox stopped before listening (exit code ${code}); is its port free?`,
      );
      process.exit(code || 1);
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", onOutput);
    child.on("exit", onEarlyExit);
  });
}

/**
 * Starts the built registry sandbox on REGISTRY_SANDBOX_PORT (default PORT + 2, where the
 * gateway looks by default) and resolves once it listens, with the variables that point the
 * gateway at it.
 */
function startRegistrySandbox(gatewayPort) {
  const apiKey = startEnv.REGISTRY_API_KEY ?? "rabota-registry-sandbox";
  const child = spawn("node", ["apps/registry-sandbox/dist/main.js"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...env,
      REGISTRY_SANDBOX_PORT: startEnv.REGISTRY_SANDBOX_PORT ?? String(gatewayPort + 2),
      REGISTRY_API_KEY: apiKey,
    },
  });
  return new Promise((resolve) => {
    let buffered = "";
    const onOutput = (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk;
      const url = /^registry-sandbox: (\S+)/m.exec(buffered)?.[1];
      if (!url) return;
      child.stdout.off("data", onOutput);
      child.stdout.pipe(process.stdout);
      child.off("exit", onEarlyExit);
      resolve({ child, url, gatewayEnv: { REGISTRY_URL: url, REGISTRY_API_KEY: apiKey } });
    };
    const onEarlyExit = (code) => {
      console.error(
        `[rabota] the registry sandbox stopped before listening (exit code ${code}); is its port free?`,
      );
      process.exit(code || 1);
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", onOutput);
    child.on("exit", onEarlyExit);
  });
}

/** The servers live and die together: when one stops (or Ctrl-C), the others are stopped too. */
function stopTogether(children) {
  let stopping = false;
  const stopAll = (signal) => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const child of children) {
    child.on("exit", (code, signal) => {
      if (!stopping) {
        stopping = true;
        process.exitCode = code ?? (signal ? 1 : 0);
        stopAll("SIGTERM");
      }
    });
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      stopAll(signal);
    });
  }
}
