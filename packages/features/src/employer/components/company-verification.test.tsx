import { ApiError } from "@rabota/api-client";
import { type CompanyVerification, VERIFICATION_MESSAGES } from "@rabota/domain/wire/companies";
import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmployerApi } from "../store/employer-store";
import {
  EmployerStoreProvider,
  useEmployerActions,
  useEmployerStatus,
} from "../store/employer-store-provider";
import { EmployerProfilePanel } from "./employer-profile";

const PROFILE: EmployerProfileDto = {
  id: "u1",
  name: "Олег",
  surname: "Кузнецов",
  position: "Директор",
  phone: null,
  email: "oleg@mail.ru",
  company: { id: "c1", companyName: "Ромашка" },
  companyAccess: "active",
};

const SBERBANK: CompanyVerification = {
  legalName: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
  inn: "7707083893",
  ogrn: "1027700132195",
  registeredOn: "1991-06-20",
  verifiedAt: "2026-12-08T10:00:00.000Z",
};

function fakeApi(verifyCompany: EmployerApi["verifyCompany"], current: CompanyVerification | null = null) {
  return {
    getProfile: vi.fn(async () => PROFILE),
    updateProfile: vi.fn(async () => PROFILE),
    uploadLogo: vi.fn(async () => ({ downloadUrl: "" })),
    listMembers: vi.fn(async () => ({ requests: [], members: [] })),
    decideRequest: vi.fn(async () => Promise.reject(new Error(""))),
    removeMember: vi.fn(async () => Promise.reject(new Error(""))),
    requestAccess: vi.fn(async () => Promise.reject(new Error(""))),
    getVerification: vi.fn(async () => current),
    verifyCompany: vi.fn(verifyCompany),
  } satisfies EmployerApi;
}

function Loaded() {
  const actions = useEmployerActions();
  const status = useEmployerStatus();
  useEffect(() => {
    void actions.load("u1");
  }, [actions]);
  return status === "ready" ? <EmployerProfilePanel onSaved={() => undefined} /> : null;
}

async function openSection(api: EmployerApi) {
  render(
    <EmployerStoreProvider api={api}>
      <Loaded />
    </EmployerStoreProvider>,
  );
  return within(await screen.findByRole("region", { name: "Проверка компании" }));
}

async function check(section: ReturnType<typeof within>, inn: string) {
  fireEvent.change(section.getByLabelText("ИНН"), { target: { value: inn } });
  await act(async () => {
    fireEvent.click(section.getByRole("button", { name: "Проверить" }));
  });
}

afterEach(cleanup);

describe("«Проверка компании»", () => {
  it("refuses wrong check digits with «Некорректный ИНН» and sends nothing", async () => {
    const api = fakeApi(async () => SBERBANK);
    const section = await openSection(api);
    await check(section, "7707083894");
    expect(await section.findByText("Некорректный ИНН")).toBeTruthy();
    expect(api.verifyCompany).not.toHaveBeenCalled();
  });

  it("shows the registry's refusal, then the verified company's facts", async () => {
    const api = fakeApi(async (_companyId, inn) => {
      if (inn !== SBERBANK.inn)
        throw new ApiError({
          code: "VALIDATION",
          status: 422,
          message: VERIFICATION_MESSAGES.liquidated,
          serverMessage: VERIFICATION_MESSAGES.liquidated,
        });
      return SBERBANK;
    });
    const section = await openSection(api);
    await check(section, "7718556125");
    expect(section.getByRole("alert").textContent).toBe(VERIFICATION_MESSAGES.liquidated);
    await check(section, "7707 083 893");
    expect(api.verifyCompany).toHaveBeenLastCalledWith("c1", "7707083893");
    const facts = await section.findByTestId("company-verification");
    expect(facts.textContent).toContain("Проверенная компания");
    expect(facts.textContent).toContain(SBERBANK.legalName);
    expect(facts.textContent).toContain("ИНН 7707083893, ОГРН 1027700132195, зарегистрирована 20 июня 1991");
    expect(section.getByRole("alert").textContent).toBe("");
  });

  it("shows the company's current verification when it has one", async () => {
    const section = await openSection(fakeApi(async () => SBERBANK, SBERBANK));
    expect((await section.findByTestId("company-verification")).textContent).toContain(
      "зарегистрирована 20 июня 1991",
    );
  });
});
