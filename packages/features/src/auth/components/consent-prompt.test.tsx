import { ApiError } from "@rabota/api-client";
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { EXTRA_VALIDATION_MESSAGES } from "@rabota/domain/validation";
import { ACCOUNT_MESSAGES } from "@rabota/domain/wire/account";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsentApi } from "../store/consent-store";
import { ConsentPrompt } from "./consent-prompt";

const recorded = {
  kind: "personal-data",
  version: PERSONAL_DATA_CONSENT_VERSION,
  acceptedAt: "2026-12-01T10:00:00.000Z",
} as const;

function renderPrompt(giveConsent: ConsentApi["giveConsent"]) {
  const api = { giveConsent: vi.fn(giveConsent) };
  const onAccepted = vi.fn();
  const onSignOut = vi.fn();
  render(
    <ConsentPrompt
      api={api}
      onAccepted={onAccepted}
      onSignOut={onSignOut}
      personalDataPolicyHref="/personal-data-policy"
    />,
  );
  return { api, onAccepted, onSignOut };
}

const accept = () => fireEvent.click(screen.getByRole("button", { name: "Принимаю" }));

describe("ConsentPrompt", () => {
  afterEach(cleanup);

  it("links the consent's text and records the version in force on «Принимаю»", async () => {
    const { api, onAccepted } = renderPrompt(async () => recorded);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Согласие на обработку персональных данных",
    );
    const link = screen.getByRole("link", { name: /^согласие на обработку персональных данных/ });
    expect(link.getAttribute("href")).toBe("/personal-data-policy");
    expect(link.getAttribute("target")).toBe("_blank");
    accept();
    await waitFor(() => expect(onAccepted).toHaveBeenCalledOnce());
    expect(api.giveConsent).toHaveBeenCalledExactlyOnceWith(PERSONAL_DATA_CONSENT_VERSION);
  });

  it("stays, saying why, when the consent is not recorded", async () => {
    const stale = new ApiError({
      status: 400,
      code: "VALIDATION",
      message: EXTRA_VALIDATION_MESSAGES.consentVersion,
      serverMessage: EXTRA_VALIDATION_MESSAGES.consentVersion,
    });
    const failures = [stale, new ApiError({ status: 0, code: "NETWORK", message: "offline" })];
    const { onAccepted } = renderPrompt(async () => {
      throw failures.shift();
    });
    accept();
    expect((await screen.findByRole("alert")).textContent).toBe(EXTRA_VALIDATION_MESSAGES.consentVersion);
    accept();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_MESSAGES.consentFailed));
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("lets the person leave without giving it: «Выйти»", () => {
    const { api, onSignOut } = renderPrompt(async () => recorded);
    fireEvent.click(screen.getByRole("button", { name: "Выйти" }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(api.giveConsent).not.toHaveBeenCalled();
  });
});
