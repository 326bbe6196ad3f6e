import { describe, expect, inject, it } from "vitest";
import { isApiError } from "./api-error";
import {
  browserLikeClient as clientFor,
  DEMO_APPLICANT as DEMO,
  DEMO_EMPLOYER,
} from "./testing/real-gateway";

// The profile, suggestion, file and employer calls against the real gateway (one shared
// process for the package's integration tests, see testing/global-setup.ts).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const browserLikeClient = () => clientFor(inject("gatewayUrl"));

describe("profile calls against the real gateway", () => {
  it("saves and reads back a whole applicant profile", async () => {
    const { client } = browserLikeClient();
    const auth = await client.auth.login(DEMO);
    const updatedProfile = await client.profile.updateApplicantProfile(auth.id, {
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
    const profile = await client.profile.getApplicantProfile(auth.id);
    expect(profile).toEqual(updatedProfile);
  });

  it("turns a rejected update into a 400 ApiError with the rule's message", async () => {
    const { client } = browserLikeClient();
    const auth = await client.auth.login(DEMO);
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
    const auth = await client.auth.login(DEMO);
    const progress: number[] = [];
    const file = new File([PNG], "me.png", { type: "image/png" });
    const { fileId, downloadUrl } = await client.files.uploadAvatar(auth.id, file, (p) =>
      progress.push(p.loaded),
    );
    expect(progress.at(-1)).toBe(PNG.length);
    const served = await fetch(`${inject("gatewayUrl")}${downloadUrl}`);
    // The gateway stores its re-encoded copy (WebP), not the bytes sent.
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
    await client.files.deleteFile(auth.id, fileId);
    const gone = await client.files.getDownloadUrl(auth.id, fileId).catch((e: unknown) => e);
    expect(isApiError(gone) && gone.status).toBe(404);
  });

  it("refuses a non-image upload with a 415 ApiError and another user's files with 403", async () => {
    const { client } = browserLikeClient();
    const auth = await client.auth.login(DEMO);
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
    const auth = await client.auth.login(DEMO_EMPLOYER);
    const profile = await client.employer.getProfile(auth.id);
    const updatedProfile = await client.employer.updateProfile(auth.id, {
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
    expect(await client.employer.getProfile(auth.id)).toEqual(updatedProfile);
  });
});
