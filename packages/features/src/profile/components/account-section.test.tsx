import { ApiError } from "@rabota/api-client";
import { ACCOUNT_MESSAGES } from "@rabota/domain/wire/account";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountApi } from "../hooks/use-account-rights";
import { AccountSection } from "./account-section";

function fakeApi(deleteAccount: AccountApi["deleteAccount"]): AccountApi {
  return { exportData: vi.fn(), deleteAccount: vi.fn(deleteAccount) };
}

async function submit(password: string) {
  fireEvent.change(screen.getByLabelText("Пароль"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Удалить навсегда" }));
}

describe("AccountSection", () => {
  afterEach(cleanup);

  it("says what happens, keeps the dialog open with the gateway's refusal, and reports a deletion", async () => {
    const wrong = new ApiError({ status: 403, code: "FORBIDDEN", message: ACCOUNT_MESSAGES.wrongPassword });
    const api = fakeApi(async (password) => {
      if (password !== "Secret123") throw wrong;
      return { message: "account deleted" };
    });
    const onDeleted = vi.fn();
    render(<AccountSection api={api} userRole="employer" onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole("button", { name: "Удалить аккаунт" }));
    const dialog = await screen.findByRole("dialog", { name: "Удалить аккаунт?" });
    expect(dialog.textContent).toContain("последний активный участник компании");
    expect(screen.getByRole("button", { name: "Удалить навсегда" })).toHaveProperty("disabled", true);

    await submit("nope");
    expect((await screen.findByRole("alert")).textContent).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect(onDeleted).not.toHaveBeenCalled();

    await submit("Secret123");
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(api.deleteAccount).toHaveBeenLastCalledWith("Secret123");
  });
});
