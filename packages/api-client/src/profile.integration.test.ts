import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import makeFetchCookie from "fetch-cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiError } from "./api-error";
import { createApiClient } from "./client";

// The profile, suggestion, file and employer calls against the real gateway (its own
// process, an embedded throwaway database seeded with the demo accounts).
const ACCESS_TOKEN_TTL_S = 900;
const DEMO = { email: "applicant@rabota.demo", password: "Rabota2025!" };
const DEMO_EMPLOYER = { email: "employer@rabota.demo", password: "Rabota2025!" };
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let gateway: ChildProcess;
let baseUrl: string;
let dataDir: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the gateway did not become healthy at ${url}`);
}

/** A client with its own cookie jar, counting the refresh calls it makes. */
function browserLikeClient() {
  const refreshes = { count: 0 };
  const expired = { count: 0 };
  const jarFetch = makeFetchCookie(fetch);
  const countingFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith("/v1/auth/refresh")) refreshes.count += 1;
    return jarFetch(input, init);
  };
  const client = createApiClient({
    baseUrl,
    fetch: countingFetch,
    onSessionExpired: () => {
      expired.count += 1;
    },
  });
  return { client, refreshes, expired };
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "rabota-api-client-profile-"));
  const gatewayDir = dirname(fileURLToPath(import.meta.resolve("@rabota/gateway/package.json")));
  gateway = spawn(join(gatewayDir, "node_modules", ".bin", "tsx"), ["--conditions=source", "src/server.ts"], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: "outbox",
      LOG_LEVEL: "warn",
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
      AUTH_RATE_LIMIT: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(baseUrl, 60_000);
}, 90_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway.once("exit", resolve));
    gateway.kill("SIGTERM");
    const force = setTimeout(() => gateway.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(force);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("profile calls against the real gateway", () => {
  it("saves and reads back a whole applicant profile", async () => {
    const { client } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO);
    const { updatedProfile } = await client.profile.updateApplicantProfile(auth.id, {
      name: "Иван",
      surname: "Петров",
      city: "Самара",
      dateOfBirth: "1992-03-04",
      aboutMyself: "Пишу тесты",
      contacts: { phoneNumber: "+7 999 111-22-33" },
      educations: [{ institution: "СамГУ", startYear: 2009, endYear: 2014 }],
      experiences: [{ company: "Ромашка", position: "QA", startDate: "2014-07", endDate: null }],
      skills: ["Playwright"],
      personalQualities: ["Внимательность"],
      preferredPosition: "QA Lead",
      goals: { goalPositions: [{ name: "Лид" }], preferredIncome: 200000 },
    });
    expect(updatedProfile).toMatchObject({ name: "Иван", city: "Самара", skills: ["Playwright"] });
    const { profile } = await client.profile.getApplicantProfile(auth.id);
    expect(profile).toEqual(updatedProfile);
  });

  it("turns a rejected update into a 400 ApiError with the rule's message", async () => {
    const { client } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO);
    const error = await client.profile
      .updateApplicantProfile(auth.id, { name: "иван", surname: "Петров" })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", message: "Введите корректное значение" });
  });

  it("suggests skills and qualities", async () => {
    const { client } = browserLikeClient();
    expect((await client.profile.getSkills("pyth"))[0]).toBe("Python");
    expect(await client.profile.getQualities("пункт")).toEqual(["Пунктуальность"]);
    expect(await client.profile.getSkills()).toHaveLength(10);
  });

  it("uploads an avatar, reports progress, serves it, and deletes it", async () => {
    const { client } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO);
    const progress: number[] = [];
    const file = new File([PNG], "me.png", { type: "image/png" });
    const { fileId, downloadUrl } = await client.files.uploadAvatar(auth.id, file, (p) =>
      progress.push(p.loaded),
    );
    expect(progress.at(-1)).toBe(PNG.length);
    const served = await fetch(`${baseUrl}${downloadUrl}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    await client.files.deleteFile(auth.id, fileId);
    const gone = await client.files.getDownloadUrl(auth.id, fileId).catch((e: unknown) => e);
    expect(isApiError(gone) && gone.status).toBe(404);
  });

  it("refuses a non-image upload with a 415 ApiError and another user's files with 403", async () => {
    const { client } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO);
    const { uploadUrl } = await client.files.requestUpload(auth.id, {
      fileType: "FILE_TYPE_AVATAR",
      parentStructId: auth.id,
      fileName: "cv.png",
    });
    const notImage = await client.files
      .putBytes(uploadUrl, new Blob(["%PDF-1.4"]), { contentType: "image/png" })
      .catch((e: unknown) => e);
    expect(isApiError(notImage) && notImage.status).toBe(415);
    const other = "00000000-0000-4000-8000-000000000000";
    const foreign = await client.files
      .requestUpload(other, { fileType: "FILE_TYPE_AVATAR", parentStructId: other, fileName: "x.png" })
      .catch((e: unknown) => e);
    expect(isApiError(foreign) && foreign.status).toBe(403);
  });

  it("reads and updates the employer profile", async () => {
    const { client } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO_EMPLOYER);
    const { profile } = await client.employer.getProfile(auth.id);
    const { updatedProfile } = await client.employer.updateProfile(auth.id, {
      name: profile.name,
      surname: profile.surname,
      position: "Руководитель отдела кадров",
      phone: "+7 (495) 123-45-67",
      company: {
        id: profile.company.id,
        companyName: profile.company.companyName,
        description: "Помогаем людям найти работу",
        city: "Москва",
      },
    });
    expect(updatedProfile.company).toMatchObject({
      description: "Помогаем людям найти работу",
      city: "Москва",
    });
    expect((await client.employer.getProfile(auth.id)).profile).toEqual(updatedProfile);
  });
});
