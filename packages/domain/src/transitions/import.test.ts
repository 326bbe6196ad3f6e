import { describe, expect, it } from "vitest";
import {
  buildImportRequest,
  canImport,
  IMPORT_POLL_MS,
  importCountFor,
  isImportRunActive,
  nextImportPollDelay,
} from "./import";

describe("import rules", () => {
  const counts = { active: 3, archived: 0 };
  it("reads the count of the selected tab", () => {
    expect(importCountFor(counts, "VACANCY_STATUS_ACTIVE")).toBe(3);
    expect(importCountFor(counts, "VACANCY_STATUS_ARCHIVED")).toBe(0);
  });
  it("disables Import when the tab's count is zero or counts are unknown", () => {
    expect(canImport(counts, "VACANCY_STATUS_ACTIVE")).toBe(true);
    expect(canImport(counts, "VACANCY_STATUS_ARCHIVED")).toBe(false);
    expect(canImport(null, "VACANCY_STATUS_ACTIVE")).toBe(false);
  });
  it("builds the request with one folder", () => {
    expect(buildImportRequest("code", "c1", "VACANCY_STATUS_ARCHIVED")).toEqual({
      ok: true,
      request: { hhCode: "code", folders: ["VACANCY_STATUS_ARCHIVED"], company: { id: "c1" } },
    });
  });
  it.each([
    [null, "c1"],
    ["code", undefined],
    ["", ""],
  ])("refuses code %j / company %j with the spec message", (code, companyId) => {
    expect(buildImportRequest(code, companyId, "VACANCY_STATUS_ACTIVE")).toEqual({
      ok: false,
      message: "Отсутствуют необходимые данные для импорта. Профиль компании не загружен.",
    });
  });
});

describe("following an import run", () => {
  it("is active while queued or running", () => {
    expect(isImportRunActive({ status: "queued" })).toBe(true);
    expect(isImportRunActive({ status: "running" })).toBe(true);
    expect(isImportRunActive({ status: "done" })).toBe(false);
    expect(isImportRunActive({ status: "failed" })).toBe(false);
    expect(isImportRunActive(null)).toBe(false);
  });
  it("looks again soon while the run moves and backs off while it does not", () => {
    expect(nextImportPollDelay(null, false)).toBe(IMPORT_POLL_MS.first);
    expect(nextImportPollDelay(1_000, false)).toBe(1_500);
    expect(nextImportPollDelay(1_500, false)).toBe(2_250);
    expect(nextImportPollDelay(7_000, false)).toBe(IMPORT_POLL_MS.max);
    expect(nextImportPollDelay(8_000, true)).toBe(IMPORT_POLL_MS.first);
  });
});
