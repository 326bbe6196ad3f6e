import { describe, expect, it } from "vitest";
import { innKind, isValidInn } from "./inn";

describe("the ИНН's check digits", () => {
  it("accepts companies' ИНН (ПАО Сбербанк, ПАО «Газпром», ПАО «Яндекс»)", () => {
    for (const inn of ["7707083893", "7736050003", "7736207543"]) expect(innKind(inn)).toBe("company");
  });

  it("accepts a sole trader's 12 digits", () => {
    expect(innKind("500100732259")).toBe("sole_trader");
  });

  it("refuses a wrong check digit, a wrong length and anything but digits", () => {
    for (const inn of [
      "7707083894",
      "500100732250",
      "500100732269",
      "770708389",
      "77070838933",
      "77O7083893",
      "",
      " 7707083893",
    ])
      expect(isValidInn(inn)).toBe(false);
  });
});
