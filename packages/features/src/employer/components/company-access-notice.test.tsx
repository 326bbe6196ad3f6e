import { ApiError } from "@rabota/api-client";
import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import type { CompanyMemberDto, EmployerProfileDto } from "@rabota/domain/wire/employer";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmployerApi } from "../store/employer-store";
import { EmployerStoreProvider, useEmployerActions } from "../store/employer-store-provider";
import { CompanyAccessGate } from "./company-access-gate";
import { CompanyAccessNotice } from "./company-access-notice";
import { EmployerProfilePanel } from "./employer-profile";

const DTO: EmployerProfileDto = {
  id: "u1",
  name: "Олег",
  surname: "Кузнецов",
  position: "Рекрутер",
  email: "oleg@mail.ru",
  company: { id: "c1", companyName: "Ромашка" },
  companyAccess: "rejected",
};

const PENDING: CompanyMemberDto = {
  employerId: "u1",
  name: "Олег",
  surname: "Кузнецов",
  position: "Рекрутер",
  email: "oleg@mail.ru",
  status: "pending",
  requestedAt: "2025-03-01T10:00:00.000Z",
  decidedAt: null,
};

function fakeApi(profile: EmployerProfileDto, requestAccess: EmployerApi["requestAccess"]): EmployerApi {
  return {
    getVerification: vi.fn(async () => null),
    verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
    getProfile: vi.fn(async () => profile),
    updateProfile: vi.fn(async () => profile),
    uploadLogo: vi.fn(async () => ({ downloadUrl: "" })),
    listMembers: vi.fn(async () => ({ requests: [], members: [] })),
    decideRequest: vi.fn(async () => Promise.reject(new Error(""))),
    removeMember: vi.fn(async () => Promise.reject(new Error(""))),
    requestAccess: vi.fn(requestAccess),
  };
}

/** The gate around the company's data, as the vacancy pages use it. */
async function renderGate(api: EmployerApi) {
  render(
    <EmployerStoreProvider api={api}>
      <CompanyAccessGate employerId="u1">
        <p>Вакансии компании</p>
      </CompanyAccessGate>
    </EmployerStoreProvider>,
  );
  // The spinner is a status too: wait for the notice's heading, then take its region.
  const heading = await screen.findByRole("heading", { name: /«Ромашка»$/ });
  return heading.closest<HTMLElement>("[data-company-access]") as HTMLElement;
}

/** The employer's profile page body, once the profile is loaded. */
function LoadedProfile() {
  const actions = useEmployerActions();
  useEffect(() => {
    void actions.load("u1");
  }, [actions]);
  return <EmployerProfilePanel onSaved={() => undefined} />;
}

const askAgain = () =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Запросить доступ снова" }));
  });

afterEach(cleanup);

describe("CompanyAccessNotice", () => {
  it("lets a rejected employer ask again: the notice turns into the pending one", async () => {
    const api = fakeApi(DTO, async () => PENDING);
    const notice = await renderGate(api);
    expect(
      within(notice).getByRole("heading", { name: "Заявка на доступ отклонена: «Ромашка»" }),
    ).toBeTruthy();
    expect(within(notice).getByText(COMPANY_ACCESS_MESSAGES.notice.rejected)).toBeTruthy();

    await askAgain();
    expect(api.requestAccess).toHaveBeenCalledWith("c1");
    expect(
      await screen.findByRole("heading", { name: "Доступ к компании ещё не открыт: «Ромашка»" }),
    ).toBeTruthy();
    expect(screen.getByText(COMPANY_ACCESS_MESSAGES.notice.pending)).toBeTruthy();
    expect(
      screen.getByRole("heading").closest<HTMLElement>("[data-company-access]")?.dataset.companyAccess,
    ).toBe("pending");
    // Nothing more to ask, and the company's data still waits for an approval.
    expect(screen.queryByRole("button", { name: "Запросить доступ снова" })).toBeNull();
    expect(screen.queryByText("Вакансии компании")).toBeNull();
  });

  it("shows a removed employer the Russian refusal and keeps the button for another try", async () => {
    const api = fakeApi({ ...DTO, companyAccess: "removed" }, async () => {
      throw new ApiError({
        code: "NETWORK",
        status: 0,
        message: "Company access request failed: No response from server.",
      });
    });
    await renderGate(api);
    expect(screen.getByRole("heading", { name: "Доступ к компании закрыт: «Ромашка»" })).toBeTruthy();

    await askAgain();
    expect((await screen.findByRole("alert")).textContent).toBe(COMPANY_ACCESS_MESSAGES.requestFailed);
    expect(
      screen.getByRole("heading").closest<HTMLElement>("[data-company-access]")?.dataset.companyAccess,
    ).toBe("removed");

    // The second try goes through; the refusal goes with the rejected notice.
    vi.mocked(api.requestAccess).mockResolvedValueOnce(PENDING);
    await askAgain();
    expect(await screen.findByText(COMPANY_ACCESS_MESSAGES.notice.pending)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.requestAccess).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal when another tab asked first, then the pending notice", async () => {
    const api = fakeApi(DTO, async () => {
      throw new ApiError({
        code: "CONFLICT",
        status: 409,
        message: COMPANY_ACCESS_MESSAGES.alreadyPending,
        serverMessage: COMPANY_ACCESS_MESSAGES.alreadyPending,
      });
    });
    await renderGate(api);
    vi.mocked(api.getProfile).mockResolvedValueOnce({ ...DTO, companyAccess: "pending" });
    await askAgain();
    // The standing is fetched again: the request is pending after all.
    expect(await screen.findByText(COMPANY_ACCESS_MESSAGES.notice.pending)).toBeTruthy();
    expect(api.getProfile).toHaveBeenCalledTimes(2);
  });

  it("offers the button on the employer's profile page too", async () => {
    const api = fakeApi({ ...DTO, companyAccess: "removed" }, async () => PENDING);
    render(
      <EmployerStoreProvider api={api}>
        <LoadedProfile />
      </EmployerStoreProvider>,
    );
    expect(await screen.findByText(COMPANY_ACCESS_MESSAGES.notice.removed)).toBeTruthy();
    await askAgain();
    expect(await screen.findByText(COMPANY_ACCESS_MESSAGES.notice.pending)).toBeTruthy();
    expect(api.listMembers).not.toHaveBeenCalled();
  });

  it("offers no button while the request waits, nor without a way to ask", () => {
    const onRequestAccess = vi.fn(async () => ({ ok: true as const }));
    const { unmount } = render(
      <CompanyAccessNotice status="pending" companyName="Ромашка" onRequestAccess={onRequestAccess} />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    render(<CompanyAccessNotice status="rejected" companyName="Ромашка" />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("waits with the button busy while the request is on its way", async () => {
    let answer: (result: { ok: false; message: string }) => void = () => undefined;
    const onRequestAccess = vi.fn(
      () =>
        new Promise<{ ok: false; message: string }>((resolve) => {
          answer = resolve;
        }),
    );
    render(<CompanyAccessNotice status="removed" companyName="Ромашка" onRequestAccess={onRequestAccess} />);
    await askAgain();
    const button = screen.getByRole("button", { name: /Запросить доступ снова/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    // A second click while busy sends nothing more.
    fireEvent.click(button);
    expect(onRequestAccess).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: false, message: COMPANY_ACCESS_MESSAGES.alreadyActive }));
    expect(screen.getByRole("alert").textContent).toBe(COMPANY_ACCESS_MESSAGES.alreadyActive);
  });
});
