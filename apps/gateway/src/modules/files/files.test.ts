import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStorage } from "../../platform/storage/local-storage";
import { testDatabases } from "../../testing/databases";
import { fileServiceOf, PDF, PNG, requestUpload, saveAvatar } from "../../testing/files";
import {
  employerPayload,
  login,
  registerApplicant,
  registerEmployer,
  verifyEmail,
} from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { imageInfo } from "../../testing/images";
import { alterCharAt } from "../../testing/tamper";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { MAX_UNSAVED_FILES_PER_USER, UNSAVED_FILE_TTL_MS } from "./service";

function upload(client: TestClient, url: string, bytes: Buffer, contentType = "image/png") {
  return client.request({ method: "PUT", url, payload: bytes, headers: { "content-type": contentType } });
}

describe.each(testDatabases())("files on $name", (kind) => {
  let gateway: TestGateway;
  let dataDir: string;
  let anna: TestClient;
  let annaId: string;
  let boris: TestClient;
  let borisId: string;
  let employer: TestClient;
  let employerId: string;

  /** Issues an address and uploads the PNG; returns the file id. */
  async function uploaded(client: TestClient, parentId: string): Promise<string> {
    const issued = (await requestUpload(client, parentId)).json() as { uploadUrl: string; fileId: string };
    expect((await upload(client, issued.uploadUrl, PNG)).statusCode).toBe(204);
    return issued.fileId;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "rabota-files-"));
    gateway = await createTestGateway(kind, { env: { DATA_DIR: dataDir } });
    anna = gateway.client();
    annaId = await registerApplicant(anna, "anna@files.ru");
    await login(anna, "anna@files.ru");
    gateway.clock.advance(60_000);
    boris = gateway.client();
    borisId = await registerApplicant(boris, "boris@files.ru");
    await login(boris, "boris@files.ru");
    gateway.clock.advance(60_000);
    employer = gateway.client();
    employerId = await registerEmployer(employer, "boss@files.ru");
    await login(employer, "boss@files.ru");
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("uploads an avatar once through the signed address and serves it through a download address", async () => {
    const issued = await requestUpload(anna, annaId);
    expect(issued.statusCode).toBe(200);
    const { uploadUrl, fileId } = issued.json() as { uploadUrl: string; fileId: string };
    expect(uploadUrl).toMatch(new RegExp(`^/v1/files/${fileId}\\?op=put&exp=\\d+&sig=`));
    expect((await upload(anna, uploadUrl, PNG)).statusCode).toBe(204);
    expect(readdirSync(join(dataDir, "files"))).toContain(fileId);

    const download = await anna.get(`/v1/profile/files/${annaId}/${fileId}`);
    expect(download.statusCode).toBe(200);
    const { downloadUrl } = download.json() as { downloadUrl: string };
    const content = await gateway.client().get(downloadUrl);
    expect(content.statusCode).toBe(200);
    // What is stored is the gateway's re-encoded copy of the PNG.
    expect(content.headers["content-type"]).toBe("image/webp");
    expect(await imageInfo(content.rawPayload)).toEqual({ format: "webp", width: 1, height: 1 });
    // Cacheable as long as the address lives: a day, rounded up to the hour.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(content.headers["cache-control"]))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(25 * 3600);
  });

  it("refuses a reused, forged or expired address (403)", async () => {
    const { uploadUrl } = (await requestUpload(anna, annaId)).json() as { uploadUrl: string };
    expect((await upload(anna, uploadUrl, PNG)).statusCode).toBe(204);
    expect((await upload(anna, uploadUrl, PNG)).statusCode).toBe(403);

    const fresh = ((await requestUpload(anna, annaId)).json() as { uploadUrl: string }).uploadUrl;
    const url = new URL(fresh, "http://x");
    const forgedSig = new URL(url);
    forgedSig.searchParams.set("sig", alterCharAt(url.searchParams.get("sig") ?? "", 0));
    const laterExpiry = new URL(url);
    laterExpiry.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
    const otherFile = new URL(url);
    otherFile.pathname = "/v1/files/00000000-0000-4000-8000-000000000000";
    for (const forged of [forgedSig, laterExpiry, otherFile]) {
      const response = await upload(anna, `${forged.pathname}${forged.search}`, PNG);
      expect(response.statusCode).toBe(403);
    }

    gateway.clock.advance(11 * 60_000);
    const expired = await upload(anna, fresh, PNG);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe("address expired");
  });

  it("refuses a download address used as an upload address and the reverse", async () => {
    const fileId = await uploaded(anna, annaId);
    const { downloadUrl } = (await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).json();
    expect((await upload(anna, downloadUrl, PNG)).statusCode).toBe(403);
    const { uploadUrl } = (await requestUpload(anna, annaId)).json();
    expect((await anna.get(uploadUrl)).statusCode).toBe(403);
    expect((await anna.get(`/v1/files/${fileId}`)).statusCode).toBe(400);
  });

  it("accepts only images: a non-image type or non-image bytes are refused", async () => {
    expect((await requestUpload(anna, annaId, { contentType: "application/pdf" })).statusCode).toBe(400);
    expect((await requestUpload(anna, annaId, { fileType: "FILE_TYPE_RESUME" })).statusCode).toBe(400);
    expect((await requestUpload(anna, annaId, { fileName: "../../etc/passwd" })).statusCode).toBe(400);
    const { uploadUrl } = (await requestUpload(anna, annaId)).json();
    expect((await upload(anna, uploadUrl, PDF, "application/pdf")).statusCode).toBe(415);
    expect((await upload(anna, uploadUrl, PDF, "image/png")).statusCode).toBe(415);
    expect((await upload(anna, uploadUrl, PNG, "image/jpeg")).statusCode).toBe(415);
    // The refused attempts did not use the address up.
    expect((await upload(anna, uploadUrl, PNG)).statusCode).toBe(204);
  });

  it("refuses an oversized file, declared or sent", async () => {
    expect((await requestUpload(anna, annaId, { size: AVATAR_MAX_BYTES + 1 })).statusCode).toBe(400);
    const { uploadUrl } = (await requestUpload(anna, annaId, { size: undefined })).json();
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect((await upload(anna, uploadUrl, big)).statusCode).toBe(413);
  });

  it("keeps each user to their own files (403)", async () => {
    const fileId = await uploaded(anna, annaId);
    expect((await requestUpload(boris, annaId)).statusCode).toBe(403);
    expect((await requestUpload(boris, borisId, { parentStructId: annaId })).statusCode).toBe(400);
    expect((await boris.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(403);
    expect((await boris.get(`/v1/profile/files/${borisId}/${fileId}`)).statusCode).toBe(403);
    expect((await employer.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(403);
    expect(
      (await boris.request({ method: "DELETE", url: `/v1/profile/files/${annaId}/${fileId}` })).statusCode,
    ).toBe(403);
    expect((await gateway.client().get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(401);
    expect((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(200);
  });

  it("sets the avatar by its address, refuses someone else's file, and clears it when the file is deleted", async () => {
    const fileId = await uploaded(anna, annaId);
    const { downloadUrl } = (await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).json();
    const profile = (await anna.get(`/v1/profile/${annaId}`)).json().profile;
    const body = { name: profile.name, surname: profile.surname, city: profile.city, avatarUrl: downloadUrl };
    const saved = await anna.request({ method: "PUT", url: `/v1/profile/${annaId}`, payload: body });
    expect(saved.statusCode).toBe(200);
    const avatarUrl = saved.json().updatedProfile.avatarUrl as string;
    expect(avatarUrl).toContain(`/v1/files/${fileId}?op=get`);
    expect((await gateway.client().get(avatarUrl)).statusCode).toBe(200);

    const stolen = await boris.request({
      method: "PUT",
      url: `/v1/profile/${borisId}`,
      payload: { name: "Борис", surname: "Борисов", avatarUrl: downloadUrl },
    });
    expect(stolen.statusCode).toBe(400);

    expect(
      (await anna.request({ method: "DELETE", url: `/v1/profile/files/${annaId}/${fileId}` })).statusCode,
    ).toBe(204);
    expect((await anna.get(`/v1/profile/${annaId}`)).json().profile.avatarUrl).toBeNull();
    expect((await gateway.client().get(avatarUrl)).statusCode).toBe(404);
    expect((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).statusCode).toBe(404);
    expect(readdirSync(join(dataDir, "files"))).not.toContain(fileId);
  });

  it("deletes a replaced avatar once the new one is saved", async () => {
    const first = await uploaded(anna, annaId);
    const second = await uploaded(anna, annaId);
    const urlOf = async (fileId: string) =>
      ((await anna.get(`/v1/profile/files/${annaId}/${fileId}`)).json() as { downloadUrl: string })
        .downloadUrl;
    const firstUrl = await urlOf(first);
    expect(await saveAvatar(anna, annaId, firstUrl)).toBe(200);
    expect(await saveAvatar(anna, annaId, await urlOf(second))).toBe(200);
    expect((await gateway.client().get(firstUrl)).statusCode).toBe(404);
    expect(readdirSync(join(dataDir, "files"))).not.toContain(first);
    expect(readdirSync(join(dataDir, "files"))).toContain(second);
  });

  /** Saves the employer's profile as it is, with this logo address (null: no logo); must succeed. */
  async function saveLogo(logoUrl: string | null) {
    const profile = (await employer.get(`/v1/profile/employer/${employerId}`)).json().profile;
    const saved = await employer.request({
      method: "PUT",
      url: `/v1/profile/employer/${employerId}`,
      payload: {
        name: profile.name,
        surname: profile.surname,
        position: profile.position,
        company: { id: profile.company.id, companyName: profile.company.companyName, logoUrl },
      },
    });
    expect(saved.statusCode).toBe(200);
    return saved;
  }

  it("gives an employer a company logo", async () => {
    const fileId = await uploaded(employer, employerId);
    const { downloadUrl } = (await employer.get(`/v1/profile/files/${employerId}/${fileId}`)).json();
    const saved = await saveLogo(downloadUrl);
    const logoUrl = saved.json().updatedProfile.company.logoUrl as string;
    expect(await imageInfo((await gateway.client().get(logoUrl)).rawPayload)).toMatchObject({
      format: "webp",
    });
  });

  describe("the logo on the company's vacancies", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    let companyId: string;
    let vacancyId: string;

    beforeAll(async () => {
      companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
      [vacancyId] = (await insertVacancies(gateway.database.db, {
        companyId,
        companyName: "Ромашка",
        items: [
          {
            vacancy: { ...generateVacancy(createRandom(1)), status: "VACANCY_STATUS_ACTIVE" },
            createdAt: gateway.clock.now(),
          },
        ],
      })) as [string];
    });

    /** Uploads a logo and saves it on the profile; returns its file id. */
    async function newLogo(): Promise<string> {
      const fileId = await uploaded(employer, employerId);
      const { downloadUrl } = (await employer.get(`/v1/profile/files/${employerId}/${fileId}`)).json();
      await saveLogo(downloadUrl);
      return fileId;
    }

    /** The company's logo address as a guest sees it on the vacancy list and the vacancy details. */
    async function vacancyLogo(): Promise<string | null> {
      const list = await gateway.client().get(`/v1/vacancy?filter.companyId=${companyId}`);
      const details = await gateway.client().get(`/v1/vacancy/${vacancyId}`);
      expect(list.statusCode).toBe(200);
      expect(details.statusCode).toBe(200);
      const [listed] = list.json().vacancies as { id: string; company: { companyLogoUrl: string | null } }[];
      expect(listed?.id).toBe(vacancyId);
      const logo = details.json().vacancy.company.companyLogoUrl as string | null;
      expect(listed?.company.companyLogoUrl).toBe(logo);
      return logo;
    }

    it("carries the saved logo: a working address that stays the same all day", async () => {
      const fileId = await newLogo();
      const logo = await vacancyLogo();
      expect(logo).toMatch(new RegExp(`^/v1/files/${fileId}\\?op=get&exp=\\d+&sig=`));
      const image = await gateway.client().get(logo as string);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(await imageInfo(image.rawPayload)).toMatchObject({ format: "webp" });
      // Good for at least 30 days, expiring at a UTC midnight.
      const expiresAt = Number(new URL(logo as string, "http://x").searchParams.get("exp")) * 1000;
      const now = gateway.clock.now().getTime();
      expect(expiresAt % DAY_MS).toBe(0);
      expect(expiresAt).toBeGreaterThanOrEqual(now + 30 * DAY_MS);
      expect(expiresAt).toBeLessThan(now + 31 * DAY_MS);

      expect(await vacancyLogo()).toBe(logo);
      gateway.clock.advance(60 * 60 * 1000);
      expect(await vacancyLogo()).toBe(logo);
      // The hour outlived the employer's access token.
      expect((await login(employer, "boss@files.ru")).statusCode).toBe(200);
    });

    it("carries a replacing logo, then none once removed; the old files are gone", async () => {
      const before = (await vacancyLogo()) as string;
      await newLogo();
      const replaced = await vacancyLogo();
      expect(replaced).not.toBe(before);
      expect((await gateway.client().get(replaced as string)).statusCode).toBe(200);
      expect((await gateway.client().get(before)).statusCode).toBe(404);

      await saveLogo(null);
      expect(await vacancyLogo()).toBeNull();
      expect(
        (await employer.get(`/v1/profile/employer/${employerId}`)).json().profile.company.logoUrl,
      ).toBeNull();
      expect((await gateway.client().get(replaced as string)).statusCode).toBe(404);
    });

    it("lets a colleague save the company card with the logo someone else uploaded, but not take their other files", async () => {
      const fileId = await newLogo();
      const colleague = gateway.client();
      await verifyEmail(colleague, "colleague@files.ru");
      const signup = await colleague.post(
        "/v1/auth/employer/signup",
        employerPayload("colleague@files.ru", { id: companyId, companyName: "Ромашка" }),
      );
      expect(signup.statusCode).toBe(201);
      const colleagueId = signup.json().auth.id as string;
      // Joining an existing company waits for a member's approval before the card is theirs too.
      const approval = await employer.post(`/v1/company/${companyId}/members/${colleagueId}/decision`, {
        decision: "approve",
      });
      expect(approval.statusCode).toBe(200);
      await login(colleague, "colleague@files.ru");
      const card = (await colleague.get(`/v1/profile/employer/${colleagueId}`)).json().profile;
      const save = (logoUrl: string) =>
        colleague.request({
          method: "PUT",
          url: `/v1/profile/employer/${colleagueId}`,
          payload: {
            name: card.name,
            surname: card.surname,
            position: "Рекрутер",
            company: { id: companyId, companyName: card.company.companyName, logoUrl },
          },
        });
      expect((await save(card.company.logoUrl)).statusCode).toBe(200);
      expect(await vacancyLogo()).toContain(fileId);
      const other = await uploaded(employer, employerId);
      expect((await save(`/v1/files/${other}`)).statusCode).toBe(400);
    });

    it("carries no logo once its file is deleted", async () => {
      const fileId = await newLogo();
      expect(await vacancyLogo()).not.toBeNull();
      expect(
        (await employer.request({ method: "DELETE", url: `/v1/profile/files/${employerId}/${fileId}` }))
          .statusCode,
      ).toBe(204);
      expect(await vacancyLogo()).toBeNull();
    });
  });

  it("caps the uploads a user has in flight or unsaved (429), and counts saved and expired ones no more", async () => {
    const cora = gateway.client();
    const coraId = await registerApplicant(cora, "cora@files.ru");
    await login(cora, "cora@files.ru");
    const saved = await uploaded(cora, coraId);
    const { downloadUrl } = (await cora.get(`/v1/profile/files/${coraId}/${saved}`)).json();
    expect(await saveAvatar(cora, coraId, downloadUrl)).toBe(200);
    for (let held = 0; held < MAX_UNSAVED_FILES_PER_USER - 1; held += 1)
      expect((await requestUpload(cora, coraId)).statusCode).toBe(200);
    await uploaded(cora, coraId);
    const refused = await requestUpload(cora, coraId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    // Another user is not affected.
    const eva = gateway.client();
    const evaId = await registerApplicant(eva, "eva@files.ru");
    await login(eva, "eva@files.ru");
    expect((await requestUpload(eva, evaId)).statusCode).toBe(200);
    // Unused addresses stop counting once they expire; the unsaved upload still counts.
    gateway.clock.advance(11 * 60_000);
    expect((await requestUpload(cora, coraId)).statusCode).toBe(200);
  });

  // Moves the clock by a day: the sessions above expire, so it comes last.
  it("sweeps expired addresses and uploads no profile took within a day, keeping saved files", async () => {
    const dana = gateway.client();
    const danaId = await registerApplicant(dana, "dana@files.ru");
    await login(dana, "dana@files.ru");
    const kept = await uploaded(dana, danaId);
    const { downloadUrl } = (await dana.get(`/v1/profile/files/${danaId}/${kept}`)).json();
    expect(await saveAvatar(dana, danaId, downloadUrl)).toBe(200);
    const abandoned = await uploaded(dana, danaId);
    const { fileId: pending } = (await requestUpload(dana, danaId)).json();
    const files = fileServiceOf(gateway, new LocalFileStorage(dataDir));

    expect(await rowIds(danaId)).toEqual(new Set([kept, abandoned, pending]));
    gateway.clock.advance(2 * 60 * 60_000);
    expect((await files.sweep()).pending).toBeGreaterThan(0);
    expect(await rowIds(danaId)).toEqual(new Set([kept, abandoned]));
    gateway.clock.advance(UNSAVED_FILE_TTL_MS);
    expect((await files.sweep()).unsaved).toBeGreaterThan(0);
    expect(await rowIds(danaId)).toEqual(new Set([kept]));
    expect(readdirSync(join(dataDir, "files"))).not.toContain(abandoned);
    expect(readdirSync(join(dataDir, "files"))).toContain(kept);
    expect((await gateway.client().get(files.downloadUrl(kept))).statusCode).toBe(200);
  });

  /** The ids of the files stored for a parent (its rows, whatever their state). */
  async function rowIds(parentId: string): Promise<Set<string>> {
    const result = await gateway.database.db.execute(
      sql`select id from stored_files where parent_id = ${parentId}`,
    );
    return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
  }
});
