import { describe, expect, it } from "vitest";
import { normalizeValue, valueForRule } from "./normalize";

describe("normalizeValue", () => {
  it("trims and collapses inner whitespace", () => {
    expect(normalizeValue("  Анна \t  Мария\n ")).toBe("Анна Мария");
  });
  it("turns nothing into the empty string", () => {
    expect(normalizeValue(null)).toBe("");
    expect(normalizeValue(undefined)).toBe("");
    expect(normalizeValue("   ")).toBe("");
  });
  it("stringifies numbers", () => {
    expect(normalizeValue(1990)).toBe("1990");
  });
});

describe("valueForRule", () => {
  it("keeps password and phone raw", () => {
    expect(valueForRule("password", "  a  b ")).toBe("  a  b ");
    expect(valueForRule("phone", " 8 999 ")).toBe(" 8 999 ");
  });
  it("normalises every other rule", () => {
    expect(valueForRule("name", "  a  b ")).toBe("a b");
  });
});
