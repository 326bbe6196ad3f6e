import { describe, expect, it } from "vitest";
import {
  authBackStep,
  formatCountdown,
  registrationStep,
  resendAvailableAt,
  resendButtonLabel,
  resendSecondsLeft,
  stepAfterCheckEmail,
  stepAfterCode,
} from "./auth-flow";

describe("authBackStep: each step goes back to the one before it", () => {
  it.each([
    ["mail", false, null],
    ["login", false, "mail"],
    ["code", false, "mail"],
    ["code", true, "login"],
    ["createPassword", false, "code"],
    ["createNewPassword", true, "code"],
    ["registerApplicant", false, "createPassword"],
    ["registerEmployer", false, "createPassword"],
  ] as const)("%s (recovering: %s) -> %s", (step, recovering, back) => {
    expect(authBackStep(step, recovering)).toBe(back);
  });
});

describe("forward steps", () => {
  it("mail -> code for a new user, login otherwise", () => {
    expect(stepAfterCheckEmail("user not found")).toBe("code");
    expect(stepAfterCheckEmail("user found")).toBe("login");
  });
  it("code -> createPassword or createNewPassword", () => {
    expect(stepAfterCode(false)).toBe("createPassword");
    expect(stepAfterCode(true)).toBe("createNewPassword");
  });
  it("createPassword -> the role's form", () => {
    expect(registrationStep("applicant")).toBe("registerApplicant");
    expect(registrationStep("employer")).toBe("registerEmployer");
  });
});

describe("resend countdown", () => {
  it("counts whole seconds down from 59", () => {
    const at = resendAvailableAt(0);
    expect(resendSecondsLeft(at, 0)).toBe(59);
    expect(resendSecondsLeft(at, 500)).toBe(59);
    expect(resendSecondsLeft(at, 58_001)).toBe(1);
    expect(resendSecondsLeft(at, 59_000)).toBe(0);
    expect(resendSecondsLeft(at, 120_000)).toBe(0);
  });
  it.each([
    [59, "0:59"],
    [5, "0:05"],
    [0, "0:00"],
    [60, "1:00"],
    [-3, "0:00"],
  ])("formats %i as %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
  it("labels the button", () => {
    expect(resendButtonLabel(9)).toBe("Отправить повторно через 0:09");
    expect(resendButtonLabel(0)).toBe("Отправить повторно");
  });
});
