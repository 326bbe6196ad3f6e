import { expect, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

// Runs against a gateway with STORAGE=s3 (see playwright.config.ts): the browser sends the
// photo straight to the S3-compatible store and loads it from there.

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n");

test("an applicant's photo goes straight to the object store, is checked, saved and shown after a reload", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "s3");
  await signInViaApi(page, email, PASSWORD);
  await page.getByRole("button", { name: "Изменить: Основная информация" }).click();
  await page.waitForURL("**/profile/edit/personal");
  const photo = page.getByLabel("Фото профиля");

  // Bytes that only claim to be an image reach the store, and the gateway's check refuses them.
  const refusedUpload = page.waitForRequest(
    (sent) => sent.method() === "PUT" && sent.url().includes("/incoming/"),
  );
  await photo.setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: PDF });
  expect(new URL((await refusedUpload).url()).origin).not.toBe(new URL(page.url()).origin);
  await expect(page.getByRole("alert")).toHaveText(
    "Выберите изображение JPEG, PNG, WebP или GIF размером до 5 МБ",
  );

  const upload = page.waitForResponse(
    (response) => response.request().method() === "PUT" && response.url().includes("/incoming/"),
  );
  await photo.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  expect((await upload).status()).toBe(200);
  await expect(page.getByRole("button", { name: "Удалить фото" })).toBeVisible();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await page.waitForURL("**/profile");

  await page.reload();
  const avatar = page.getByRole("main").locator('img[src*="/v1/files/"]').first();
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  // The image's address is the gateway's, which sends the browser on to the store.
  const src = await avatar.getAttribute("src");
  const redirect = await page.request.get(src ?? "", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const location = new URL(redirect.headers().location ?? "");
  expect(location.origin).not.toBe(new URL(page.url()).origin);
  expect(location.pathname).toMatch(/\/files\/[0-9a-f-]{36}$/);
  const image = await page.request.get(location.href);
  // The gateway's re-encoded copy of the PNG.
  expect(image.headers()["content-type"]).toBe("image/webp");
});
