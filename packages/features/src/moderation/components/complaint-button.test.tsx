import { ApiError } from "@rabota/api-client";
import { COMPLAINT_MESSAGES } from "@rabota/domain/wire/complaints";
import { clearToasts, Toaster } from "@rabota/ui/toast";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ComplaintsApi } from "../store/complaints-store";
import { ComplaintsStoreProvider } from "../store/complaints-store-provider";
import { ComplaintButton } from "./complaint-button";

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

function setup({ signedIn = true, api }: { signedIn?: boolean; api?: Partial<ComplaintsApi> } = {}) {
  const complaints: ComplaintsApi = {
    reasons: vi.fn(async () => ({
      reasons: [
        { reason: "fraud" as const, label: "Мошенничество" },
        { reason: "spam" as const, label: "Спам" },
      ],
    })),
    create: vi.fn(async () => ({})),
    ...api,
  };
  const onSignInRequired = vi.fn();
  render(
    <ComplaintsStoreProvider api={complaints}>
      <ComplaintButton
        targetType="vacancy"
        targetId="v1"
        subject="Курьер"
        signedIn={signedIn}
        onSignInRequired={onSignInRequired}
      />
      <Toaster />
    </ComplaintsStoreProvider>,
  );
  return { complaints, onSignInRequired };
}

describe("ComplaintButton", () => {
  it("asks a guest to sign in instead of opening the dialog", () => {
    const { onSignInRequired, complaints } = setup({ signedIn: false });
    fireEvent.click(screen.getByRole("button", { name: "Пожаловаться" }));
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(complaints.reasons).not.toHaveBeenCalled();
  });

  it("needs a reason, sends the reason and the text, and says it was sent", async () => {
    const { complaints } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Пожаловаться" }));
    const dialog = await screen.findByRole("dialog", { name: "Пожаловаться на вакансию" });
    // The gateway's reasons replace the domain's list.
    await within(dialog).findByRole("radio", { name: "Спам" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Отправить" }));
    expect(await within(dialog).findByText(COMPLAINT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(complaints.create).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("radio", { name: "Мошенничество" }));
    fireEvent.change(within(dialog).getByLabelText("Подробности"), {
      target: { value: "Просят предоплату" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Отправить" }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.sent)).toBeTruthy();
    expect(complaints.create).toHaveBeenCalledWith({
      targetType: "vacancy",
      targetId: "v1",
      reason: "fraud",
      text: "Просят предоплату",
    });
  });

  it("says «already complained» on the gateway's 409", async () => {
    setup({
      api: {
        create: vi
          .fn()
          .mockRejectedValue(new ApiError({ code: "CONFLICT", status: 409, message: "conflict" })),
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Пожаловаться" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Спам" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Отправить" }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.alreadyComplained)).toBeTruthy();
  });

  it("keeps the dialog open with the gateway's refusal", async () => {
    setup({
      api: {
        create: vi
          .fn()
          .mockRejectedValue(
            new ApiError({ code: "RATE_LIMITED", status: 429, message: "Слишком много жалоб" }),
          ),
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Пожаловаться" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Мошенничество" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Отправить" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Слишком много жалоб");
  });
});
