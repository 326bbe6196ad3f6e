import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmployerApi } from "../store/employer-store";
import {
  EmployerStoreProvider,
  useEmployerActions,
  useEmployerStatus,
} from "../store/employer-store-provider";
import { EmployerProfilePanel } from "./employer-profile";

const DTO: EmployerProfileDto = {
  id: "u1",
  name: "Олег",
  surname: "Кузнецов",
  position: "Директор",
  email: "oleg@mail.ru",
  company: { id: "c1", companyName: "Ромашка" },
  companyAccess: "active",
};

function fakeApi(profile: EmployerProfileDto = DTO): EmployerApi {
  return {
    getVerification: vi.fn(async () => null),
    verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
    getProfile: vi.fn(async () => profile),
    updateProfile: vi.fn(async (_id, body) => ({
      ...DTO,
      ...body,
      company: { ...DTO.company, ...body.company },
    })),
    uploadLogo: vi.fn(async () => ({ downloadUrl: "/v1/files/x?op=get" })),
    listMembers: vi.fn(async () => ({ requests: [], members: [] })),
    decideRequest: vi.fn(async () => Promise.reject(new Error(""))),
    removeMember: vi.fn(async () => Promise.reject(new Error(""))),
    requestAccess: vi.fn(async () => Promise.reject(new Error(""))),
  };
}

function Loaded({ onSaved }: { onSaved: (profile: EmployerProfileDto) => void }) {
  const actions = useEmployerActions();
  const status = useEmployerStatus();
  useEffect(() => {
    void actions.load("u1");
  }, [actions]);
  return status === "ready" ? <EmployerProfilePanel onSaved={onSaved} /> : null;
}

async function openEditor(api: EmployerApi, onSaved = vi.fn()) {
  render(
    <EmployerStoreProvider api={api}>
      <Loaded onSaved={onSaved} />
    </EmployerStoreProvider>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Редактировать профиль" }));
  await screen.findByRole("heading", { name: "Редактирование профиля" });
  return onSaved;
}

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
  });

afterEach(cleanup);

describe("EmployerProfilePanel's editor", () => {
  it("shows each rule's message under its field and sends nothing", async () => {
    const api = fakeApi();
    await openEditor(api);
    fireEvent.change(screen.getByLabelText("Имя"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Телефон"), { target: { value: "123" } });
    fireEvent.change(screen.getByLabelText("Сайт"), { target: { value: "нет" } });
    fireEvent.change(screen.getByLabelText("О компании"), { target: { value: "о".repeat(5001) } });
    await save();
    for (const message of [
      "Поле обязательно для заполнения",
      "Введите корректный телефон",
      "Введите корректный URL сайта",
      "Слишком длинное значение",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it("saves the company and the person, blank optional fields left out", async () => {
    const api = fakeApi();
    const onSaved = await openEditor(api);
    fireEvent.change(screen.getByLabelText("Город"), { target: { value: "Казань" } });
    fireEvent.change(screen.getByLabelText("Телефон"), { target: { value: "8 999 123 45 67" } });
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[1]).toEqual({
      name: "Олег",
      surname: "Кузнецов",
      position: "Директор",
      phone: "8 999 123 45 67",
      company: { id: "c1", companyName: "Ромашка", city: "Казань" },
    });
    expect(await screen.findByRole("button", { name: "Редактировать профиль" })).toBeTruthy();
  });

  it("shows a member waiting for access why, and saves only the contact person", async () => {
    const api = fakeApi({ ...DTO, companyAccess: "pending" });
    render(
      <EmployerStoreProvider api={api}>
        <Loaded onSaved={vi.fn()} />
      </EmployerStoreProvider>,
    );
    expect(
      await screen.findByText(
        "Заявка на доступ к компании отправлена. Доступ откроется, когда её одобрит сотрудник компании.",
      ),
    ).toBeTruthy();
    // Neither the card nor the members' sections, whose calls would be refused.
    expect(screen.queryByText("О компании")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Заявки на доступ к компании" })).toBeNull();
    expect(api.listMembers).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Редактировать профиль" }));
    await screen.findByRole("heading", { name: "Редактирование профиля" });
    expect(screen.queryByLabelText("Название компании")).toBeNull();
    fireEvent.change(screen.getByLabelText("Должность"), { target: { value: "Рекрутер" } });
    await save();
    await waitFor(() => expect(api.updateProfile).toHaveBeenCalled());
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[1]).toEqual({
      name: "Олег",
      surname: "Кузнецов",
      position: "Рекрутер",
    });
  });
});
