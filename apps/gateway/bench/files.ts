/**
 * Image uploads and downloads with the two stores, side by side on loopback: the gateway
 * keeping files itself (`STORAGE=local`) and an S3-compatible store (`STORAGE=s3`, s3rver).
 *
 * - upload round trip: address → PUT of a ~200 KB JPEG → download address (the gateway's
 *   check and re-encoding, for S3 of the bytes in the store), one after another; mean, p50 and p99.
 * - image reads: autocannon on one download address. Local sends the bytes; S3 answers with a
 *   redirect to the store, so the bytes never pass the gateway.
 *
 *   pnpm --filter @rabota/gateway bench:files
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { photo } from "../src/testing/images";
import { startTestS3 } from "../src/testing/s3";
import { measure, printRows, type Row, startGateway } from "./harness";

const ROUND_TRIPS = Number(process.env.BENCH_UPLOADS ?? 100);
/** A real photo-like JPEG of about 200 KB: the gateway decodes and re-encodes every upload. */
const IMAGE = await photo(640, 480);

interface Session {
  url: string;
  cookie: string;
  applicantId: string;
}

async function signIn(url: string): Promise<Session> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "applicant@rabota.demo", password: "Rabota2025!" }),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { auth } = (await response.json()) as { auth: { id: string } };
  return { url, cookie, applicantId: auth.id };
}

/** One upload as the web app does it; resolves with the file id and its download address. */
async function uploadOnce(session: Session) {
  const headers = { cookie: session.cookie, "content-type": "application/json" };
  const issued = await fetch(`${session.url}/v1/profile/files/${session.applicantId}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({
      fileType: "FILE_TYPE_AVATAR",
      parentStructId: session.applicantId,
      fileName: "bench.jpg",
      contentType: "image/jpeg",
      size: IMAGE.length,
    }),
  });
  if (issued.status !== 200) throw new Error(`upload address: ${issued.status} ${await issued.text()}`);
  const { uploadUrl, fileId } = (await issued.json()) as { uploadUrl: string; fileId: string };
  const target = uploadUrl.startsWith("http") ? uploadUrl : `${session.url}${uploadUrl}`;
  const put = await fetch(target, { method: "PUT", body: IMAGE, headers: { "content-type": "image/jpeg" } });
  if (!put.ok) throw new Error(`upload: ${put.status}`);
  const download = await fetch(`${session.url}/v1/profile/files/${session.applicantId}/${fileId}`, {
    headers: { cookie: session.cookie },
  });
  if (download.status !== 200) throw new Error(`download address: ${download.status}`);
  return { fileId, downloadUrl: ((await download.json()) as { downloadUrl: string }).downloadUrl };
}

async function roundTrips(name: string, session: Session) {
  const times: number[] = [];
  for (let i = 0; i < ROUND_TRIPS; i += 1) {
    const started = performance.now();
    const { fileId } = await uploadOnce(session);
    times.push(performance.now() - started);
    // Untimed: stay under the per-user cap of unsaved uploads.
    await fetch(`${session.url}/v1/profile/files/${session.applicantId}/${fileId}`, {
      method: "DELETE",
      headers: { cookie: session.cookie },
    });
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return {
    store: name,
    uploads: times.length,
    "mean ms": Number((times.reduce((sum, t) => sum + t, 0) / times.length).toFixed(1)),
    "p50 ms": Number(at(0.5).toFixed(1)),
    "p99 ms": Number(at(0.99).toFixed(1)),
  };
}

async function main(): Promise<void> {
  const s3 = await startTestS3();
  const dirs = [mkdtempSync(join(tmpdir(), "rabota-bench-")), mkdtempSync(join(tmpdir(), "rabota-bench-"))];
  // One applicant makes every round trip: far past the 20 uploads a minute a person may make.
  const unlimited = { JOBS: "false", RATE_LIMITS: "uploads=100000000" };
  const local = await startGateway(dirs[0] as string, unlimited);
  const direct = await startGateway(dirs[1] as string, { ...unlimited, ...s3.env });
  try {
    const sessions = { local: await signIn(local.url), s3: await signIn(direct.url) };
    process.stdout.write(`${ROUND_TRIPS} uploads of ${IMAGE.length} bytes per store…\n`);
    console.table([await roundTrips("local", sessions.local), await roundTrips("s3", sessions.s3)]);

    const rows: Row[] = [await measure("healthz (local gateway)", { url: `${local.url}/healthz` })];
    for (const [name, session] of Object.entries(sessions)) {
      const { downloadUrl } = await uploadOnce(session);
      rows.push(await measure(`image read (${name})`, { url: `${session.url}${downloadUrl}` }));
    }
    printRows("Image reads through the gateway (local: 200 KB of bytes; s3: a 302 to the store)", rows);
  } finally {
    local.child.kill("SIGTERM");
    direct.child.kill("SIGTERM");
    await s3.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
