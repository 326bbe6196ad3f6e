import { describe, expect, it } from "vitest";
import { decisionsFor, excerpt } from "./queue-text";

describe("decisionsFor", () => {
  it("offers only the decisions the gateway accepts for the target", () => {
    expect(decisionsFor({ type: "vacancy", companyId: "c1" })).toEqual([
      "restore",
      "remove",
      "block_company",
    ]);
    expect(decisionsFor({ type: "company", companyId: "c1" })).toEqual(["restore", "block_company"]);
    expect(decisionsFor({ type: "review", companyId: "c1" })).toEqual(["restore", "remove", "ban_user"]);
    expect(decisionsFor({ type: "message", companyId: null })).toEqual(["restore", "ban_user"]);
  });
});

describe("excerpt", () => {
  it("keeps a short text, cuts a long one at a word with «…»", () => {
    expect(excerpt("  Приём   товара ")).toBe("Приём товара");
    const long = "слово ".repeat(100);
    const cut = excerpt(long, 50);
    expect(cut.endsWith("слово…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
  });
});
