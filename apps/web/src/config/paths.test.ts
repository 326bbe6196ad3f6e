import { describe, expect, it } from "vitest";
import { errorCodeFromParam, paths } from "./paths";

describe("errorCodeFromParam", () => {
  it.each([
    ["403", 403],
    ["404", 404],
    ["0", 0],
    ["503", 503],
    ["99999", 99999],
  ])("keeps the number %s", (param, code) => {
    expect(errorCodeFromParam(param)).toBe(code);
  });

  it.each([["abc"], ["12a"], [""], ["-1"], ["1e3"], ["123456"], [undefined]])("shows 500 for %s", (param) => {
    expect(errorCodeFromParam(param)).toBe(500);
  });
});

describe("paths", () => {
  it("builds error URLs from codes", () => {
    expect(paths.error.href(404)).toBe("/error/404");
  });

  it("keeps /terms apart from the document it redirects to", () => {
    expect(paths.terms.path).toBe("/terms");
    expect(paths.termsDocument.path).toBe("/documents/terms");
  });
});
