import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "../../platform/storage/image-check";
import { testDatabases } from "../../testing/databases";
import { PNG, requestUpload } from "../../testing/files";
import { login, registerApplicant } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { imageInfo, photo, pngBomb, pngClaiming } from "../../testing/images";

// The image check is the subject; one database kind is enough.
const [pglite] = testDatabases();

describe.runIf(pglite)("uploaded images are checked for what they are (local store)", () => {
  let gateway: TestGateway;
  let dataDir: string;
  let anna: TestClient;
  let annaId: string;

  /** Issues an address for `bytes` and sends them there; the upload's answer and the file id. */
  async function send(bytes: Buffer, contentType = "image/png") {
    const issued = (await requestUpload(anna, annaId, { contentType, size: bytes.length })).json();
    const response = await anna.request({
      method: "PUT",
      url: issued.uploadUrl,
      payload: bytes,
      headers: { "content-type": contentType },
    });
    return { response, fileId: issued.fileId as string };
  }

  /** Nothing of the file was stored: no bytes on disk, and no download address for it. */
  async function expectNothingStored(fileId: string) {
    expect(readdirSync(join(dataDir, "files"), { recursive: false }).map(String)).not.toContain(fileId);
    expect((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(404);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "rabota-images-"));
    gateway = await createTestGateway(pglite as NonNullable<typeof pglite>, { env: { DATA_DIR: dataDir } });
    anna = gateway.client();
    annaId = await registerApplicant(anna, "anna@images.ru");
    await login(anna, "anna@images.ru");
    // The directory exists once something was stored.
    expect((await send(PNG)).response.statusCode).toBe(204);
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a tiny PNG claiming 50,000 × 50,000 px with a 400 and a Russian message", async () => {
    const forged = pngClaiming(50_000, 50_000);
    expect(forged.length).toBeLessThan(1024);
    const { response, fileId } = await send(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: IMAGE_MESSAGES.tooLarge, code: "VALIDATION" });
    expect(IMAGE_MESSAGES.tooLarge).toBe("Изображение слишком большое: не больше 4096 × 4096 пикселей");
    await expectNothingStored(fileId);
  });

  it("refuses a PNG bomb (390 KB inflating to 400 MB) from its header, without inflating it", async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const { response, fileId } = await send(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IMAGE_MESSAGES.tooLarge);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    await expectNothingStored(fileId);
  });

  it("refuses bytes that begin like a PNG but are no image (415)", async () => {
    const broken = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(200, 7)]);
    const { response, fileId } = await send(broken);
    expect(response.statusCode).toBe(415);
    await expectNothingStored(fileId);
  });

  it("stores a re-encoded copy at most 1024 px a side: a 2000 × 1500 JPEG is served as a 1024 × 768 WebP", async () => {
    const original = await photo(2000, 1500);
    const { response, fileId } = await send(original, "image/jpeg");
    expect(response.statusCode).toBe(204);
    const { downloadUrl } = (await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).json();
    const served = await gateway.client().get(downloadUrl);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(await imageInfo(served.rawPayload)).toEqual({ format: "webp", width: 1024, height: 768 });
    expect(served.rawPayload.length).toBeLessThan(original.length);
  });
});
