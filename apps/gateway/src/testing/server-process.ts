import { type ChildProcess, spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../config";

/** A gateway process started as `npm start` starts it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** How to start the server beyond its environment. */
export interface StartOptions {
  /** The gateway package to run (another checkout's, for the benchmark of an older commit). */
  root?: string;
  /** Node options before the server's own (e.g. `--expose-gc`, another `--import`). */
  nodeArgs?: readonly string[];
  /** Opens an IPC channel to the process (a probe loaded by `nodeArgs` may answer on it). */
  ipc?: boolean;
}

/** How long {@link startServer} waits for the banner before it gives up (a test that starts N servers allows N times this). */
export const START_GUARD_MS = 300_000;

/** Starts `src/server.ts` on an ephemeral port and waits for the end of its banner. */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { root = PACKAGE_ROOT, nodeArgs = [], ipc = false }: StartOptions = {},
): Promise<ServerProcess> {
  // Node itself runs the server (tsx as a loader, not as a wrapper process), so the signals the
  // tests send reach the server's own handlers with nothing in between.
  const args = [...nodeArgs, "--import", "tsx", "--conditions=source", "src/server.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST: join(dataDir, "no-web"),
      // As `npm start` runs it.
      DEMO_MODE: "true",
      ...env,
    },
    stdio: ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    // A guard against a hung start, far above a slow one: a start takes 3–10 s on a quiet
    // machine, and once took over 90 s (the old guard) on a machine loaded nine times over.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_GUARD_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The banner may arrive in pieces: wait for its last line before reading the URL.
      const match = /running at (http:\/\/\S+)\n[\s\S]*employer\s+\S+ \/ \S+\n/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Sends `signal` and resolves with the exit code once the process is gone. */
export function stopServer(running: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null) return resolve(running.child.exitCode);
    running.child.once("exit", (code) => resolve(code));
    running.child.kill(signal);
  });
}

/** What became of one request: an HTTP answer, or the socket error that ended it. */
export type Outcome = { status: number; body: string } | { error: string };

/**
 * One request on its own connection (no keep-alive pool), so "refused" (ECONNREFUSED: the
 * server no longer listens) and "cut" (the connection died after the request was sent) stay
 * apart. With `holdBodyUntil`, the headers and the body's first byte go at once and the rest
 * when that promise settles: the server has read the request and cannot answer it before then.
 */
export function send(
  url: string,
  options: {
    method?: string;
    cookie?: string;
    body?: unknown;
    requestId?: string;
    holdBodyUntil?: Promise<unknown>;
  } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const request = httpRequest(
      url,
      {
        method: options.method ?? "GET",
        agent: false,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.requestId ? { "x-request-id": options.requestId } : {}),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (payload && options.holdBodyUntil) {
      request.write(payload.subarray(0, 1));
      void options.holdBodyUntil.then(() => request.end(payload.subarray(1)));
    } else request.end(payload);
  });
}

/** Signs in through `/v1/auth/login`; the session cookie and the profile id. */
export async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login of ${email}: ${response.status}`);
  const { auth } = (await response.json()) as { auth: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  return { id: auth.id, cookie };
}

/** Every active vacancy id, page by page. */
export async function vacancyIds(url: string): Promise<string[]> {
  const ids: string[] = [];
  let token: string | undefined;
  do {
    const response = await fetch(
      `${url}/v1/vacancy?pageSize=50${token ? `&pageToken=${encodeURIComponent(token)}` : ""}`,
    );
    const page = (await response.json()) as { vacancies: { id: string }[]; nextPageToken?: string | null };
    ids.push(...page.vacancies.map((vacancy) => vacancy.id));
    token = page.nextPageToken || undefined;
  } while (token);
  return ids;
}

/** The ids of the vacancies an applicant liked. */
export async function likedIds(url: string, session: { id: string; cookie: string }): Promise<Set<string>> {
  const response = await fetch(`${url}/v1/vacancy/favourites/${session.id}`, {
    headers: { cookie: session.cookie },
  });
  if (response.status !== 200) throw new Error(`favourites: ${response.status}`);
  const { vacancies } = (await response.json()) as { vacancies: { id: string }[] };
  return new Set(vacancies.map((vacancy) => vacancy.id));
}
