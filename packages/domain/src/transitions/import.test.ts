import { describe, expect, it } from "vitest";
import { buildImportRequest, canImport, importCountFor } from "./import";

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
