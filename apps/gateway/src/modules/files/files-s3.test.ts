import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "../../platform/storage/image-check";
import { S3FileStorage } from "../../platform/storage/s3-storage";
import { testDatabases } from "../../testing/databases";
import { fileServiceOf, PDF, PNG, requestUpload, saveAvatar } from "../../testing/files";
import { login, registerApplicant } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { imageInfo, photo, pngBomb, pngClaiming } from "../../testing/images";
import { startTestS3, type TestS3 } from "../../testing/s3";
import { type FileService, UNSAVED_FILE_TTL_MS } from "./service";

// The store is the subject here; one database kind is enough.
const [pglite] = testDatabases();

describe.runIf(pglite)("files in an S3-compatible store (STORAGE=s3)", () => {
  let s3: TestS3;
  let gateway: TestGateway;
  let anna: TestClient;
  let annaId: string;
  let boris: TestClient;
  let borisId: string;

  /** The store as the gateway sees it, to look at what is in the bucket. */
  let store: S3FileStorage;
  let files: FileService;

  /** What a browser does: PUT the bytes straight to the presigned address. */
  function putToStore(url: string, bytes: Buffer, contentType = "image/png") {
    return fetch(url, { method: "PUT", body: bytes, headers: { "content-type": contentType } });
  }

  /** Issues an address, sends `bytes` to the store, and asks for the download address (the confirmation). */
  async function uploadAndConfirm(bytes: Buffer, contentType = "image/png", declaredSize = bytes.length) {
    const { uploadUrl, fileId } = (
      await requestUpload(anna, annaId, { contentType, size: declaredSize })
    ).json();
    expect((await putToStore(uploadUrl, bytes, contentType)).status).toBe(200);
    const confirmed = await anna.get(`/v1/profile/files/${annaId}/${fileId}`);
    return { uploadUrl: uploadUrl as string, fileId: fileId as string, confirmed };
  }

  /** The download address followed as a browser would: the gateway's redirect, then the store. */
  async function fetchImage(downloadUrl: string) {
    const redirect = await gateway.client().get(downloadUrl);
    if (redirect.statusCode !== 302) return { status: redirect.statusCode, redirect };
    const response = await fetch(String(redirect.headers.location));
    return {
      status: response.status,
      redirect,
      type: response.headers.get("content-type"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  beforeAll(async () => {
    s3 = await startTestS3();
    // Presigned addresses carry real timestamps the store checks: the clock starts now.
    gateway = await createTestGateway(pglite as NonNullable<typeof pglite>, {
      env: s3.env,
      clockStart: new Date(),
    });
    anna = gateway.client();
    annaId = await registerApplicant(anna, "anna@s3.ru");
    await login(anna, "anna@s3.ru");
    gateway.clock.advance(60_000);
    boris = gateway.client();
    borisId = await registerApplicant(boris, "boris@s3.ru");
    await login(boris, "boris@s3.ru");
    store = new S3FileStorage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      now: gateway.clock.now,
    });
    files = fileServiceOf(gateway, store);
  });
  afterAll(async () => {
    store?.close();
    await gateway?.close();
    await s3?.close();
  });

  it("presigns a PUT to the store for exactly the declared type and size", async () => {
    const issued = await requestUpload(anna, annaId);
    expect(issued.statusCode).toBe(200);
    const { uploadUrl, fileId } = issued.json();
    const url = new URL(uploadUrl);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/incoming/${fileId}`);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(Number(url.searchParams.get("X-Amz-Expires"))).toBe(600);
  });

  it("needs the content type and size up front (400), since the gateway never sees the bytes", async () => {
    const withoutSize = await requestUpload(anna, annaId, { size: undefined });
    expect(withoutSize.statusCode).toBe(400);
    expect(withoutSize.json().issues).toEqual([{ path: ["size"], message: "required" }]);
    expect((await requestUpload(anna, annaId, { contentType: undefined })).statusCode).toBe(400);
  });

  it("takes the bytes at the store, checks them on confirmation, and serves them through a redirect", async () => {
    const { fileId, confirmed } = await uploadAndConfirm(PNG);
    expect(confirmed.statusCode).toBe(200);
    expect(await store.inspectIncoming(fileId, 16)).toBeNull();
    const image = await fetchImage(confirmed.json().downloadUrl);
    expect(image.status).toBe(200);
    // The gateway's re-encoded copy, not the bytes the browser sent.
    expect(image.type).toBe("image/webp");
    expect(await imageInfo(image.bytes ?? Buffer.alloc(0))).toEqual({ format: "webp", width: 1, height: 1 });
    expect(image.redirect.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    // The gateway's own upload address does not exist in this mode.
    const gatewayPut = await anna.request({
      method: "PUT",
      url: `/v1/files/${fileId}?op=put&exp=1&sig=x`,
      payload: PNG,
      headers: { "content-type": "image/png" },
    });
    expect(gatewayPut.statusCode).toBe(404);
  });

  it("gives the same image address (and store redirect) on repeated reads, so browsers cache it", async () => {
    const { confirmed, fileId } = await uploadAndConfirm(PNG);
    const again = await anna.get(`/v1/profile/files/${annaId}/${fileId}`);
    expect(again.json().downloadUrl).toBe(confirmed.json().downloadUrl);
    const first = await gateway.client().get(confirmed.json().downloadUrl);
    const second = await gateway.client().get(confirmed.json().downloadUrl);
    expect(second.headers.location).toBe(first.headers.location);
  });

  it("refuses non-image bytes, a type other than the declared one, and an oversized file, and drops them", async () => {
    // A real store refuses a size other than the signed one; this one does not, so the
    // gateway's own check shows (the store test server checks no signatures).
    for (const [bytes, type, status] of [
      [PDF, "image/png", 415],
      [PNG, "image/jpeg", 415],
      [Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]), "image/png", 413],
    ] as const) {
      const { fileId, confirmed } = await uploadAndConfirm(
        bytes,
        type,
        Math.min(bytes.length, AVATAR_MAX_BYTES),
      );
      expect(confirmed.statusCode).toBe(status);
      expect(await store.inspectIncoming(fileId, 16)).toBeNull();
      expect((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(404);
    }
  });

  it("checks the image on confirmation: a PNG claiming 50,000 px or a PNG bomb is a 400 and dropped", async () => {
    for (const bytes of [pngClaiming(50_000, 50_000), pngBomb(10_000, 10_000)]) {
      const { fileId, confirmed } = await uploadAndConfirm(bytes);
      expect(confirmed.statusCode).toBe(400);
      expect(confirmed.json().message).toBe(IMAGE_MESSAGES.tooLarge);
      expect(await store.inspectIncoming(fileId, 16)).toBeNull();
      expect((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(404);
    }
  });

  it("stores the gateway's re-encoded copy in the bucket: a 2000 × 1500 JPEG becomes a 1024 × 768 WebP", async () => {
    const { confirmed } = await uploadAndConfirm(await photo(2000, 1500), "image/jpeg");
    expect(confirmed.statusCode).toBe(200);
    const image = await fetchImage(confirmed.json().downloadUrl);
    expect(image.type).toBe("image/webp");
    expect(await imageInfo(image.bytes ?? Buffer.alloc(0))).toEqual({
      format: "webp",
      width: 1024,
      height: 768,
    });
  });

  it("answers 404 while nothing has arrived, then confirms once it has", async () => {
    const { uploadUrl, fileId } = (await requestUpload(anna, annaId)).json();
    expect((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(404);
    expect((await putToStore(uploadUrl, PNG)).status).toBe(200);
    expect((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(200);
  });

  it("keeps another user from confirming or reading someone's upload (403)", async () => {
    const { uploadUrl, fileId } = (await requestUpload(anna, annaId)).json();
    expect((await putToStore(uploadUrl, PNG)).status).toBe(200);
    expect((await boris.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(403);
    expect((await boris.get(`/v1/profile/files/${borisId}/${fileId}`)).statusCode).toBe(403);
    expect(await store.inspectIncoming(fileId, 16)).not.toBeNull();
  });

  it("lets a replayed upload address change nothing that is served; the sweep removes what it wrote", async () => {
    const { uploadUrl, fileId, confirmed } = await uploadAndConfirm(PNG);
    const { downloadUrl } = confirmed.json();
    expect((await putToStore(uploadUrl, PDF)).status).toBe(200);
    const served = (await fetchImage(downloadUrl)).bytes ?? Buffer.alloc(0);
    expect(await imageInfo(served)).toMatchObject({ format: "webp" });
    expect(await store.inspectIncoming(fileId, 16)).not.toBeNull();

    expect(await saveAvatar(anna, annaId, downloadUrl)).toBe(200);
    const unsaved = (await uploadAndConfirm(PNG)).fileId;
    gateway.clock.advance(UNSAVED_FILE_TTL_MS + 60_000);
    const swept = await files.sweep();
    expect(swept.incoming).toBeGreaterThan(0);
    expect(await store.inspectIncoming(fileId, 16)).toBeNull();
    // The saved avatar stays, the unsaved upload is gone from the bucket.
    const kept = (await fetchImage(files.downloadUrl(fileId))).bytes ?? Buffer.alloc(0);
    expect(await imageInfo(kept)).toMatchObject({ format: "webp" });
    expect((await fetchImage(files.downloadUrl(unsaved))).status).toBe(404);
    const gone = await fetch(String((await store.open(unsaved)).url));
    expect(gone.status).toBe(404);
  });

  it("refuses to start with a bucket it cannot use, naming it", async () => {
    const missing = new S3FileStorage({
      bucket: "no-such-bucket",
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      now: gateway.clock.now,
    });
    await expect(missing.verify()).rejects.toThrow(
      `S3 bucket "no-such-bucket" at ${s3.endpoint} cannot be used`,
    );
    missing.close();
    await expect(store.verify()).resolves.toBeUndefined();
  });

  it("lets the site upload to and show images from the store (CSP)", async () => {
    const page = await gateway.client().get("/healthz");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
  });
});
