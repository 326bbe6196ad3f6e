import type {
  CandidateCard,
  CandidateProfile,
  ReceivedContactRequest,
  SentContactRequest,
  VisibilityResponse,
} from "@rabota/domain/wire/candidates";
import { vi } from "vitest";
import type { CandidatesApi } from "./candidates-store";

/** A found person's card as the gateway sends it (tests only). */
export function card(id: string, overrides: Partial<CandidateCard> = {}): CandidateCard {
  return {
    id,
    name: "Анна",
    surname: null,
    photoUrl: null,
    dateOfBirth: null,
    position: "Бухгалтер",
    city: "Москва",
    areaId: "1",
    skills: ["1С", "Excel"],
    experienceMonths: 38,
    experience: "EXPERIENCE_3_TO_6_YEARS",
    lastJob: { position: "Бухгалтер", company: null, startDate: "2022-03", endDate: null },
    preferredIncome: 90_000,
    testsPassed: ["SKILL_EXCEL"],
    updatedAt: "2026-12-01T10:00:00.000Z",
    ...overrides,
  };
}

export function profile(id: string, overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    ...card(id),
    experiences: [
      { position: "Бухгалтер", company: null, startDate: "2022-03", endDate: null, description: "Первичка" },
    ],
    educations: [],
    goals: { positions: ["Главный бухгалтер"], businessFields: [], additional: [] },
    ...overrides,
  };
}

const VISIBILITY: VisibilityResponse = {
  searchable: false,
  fields: { surname: false, photo: false, birthDate: false, contacts: false, employers: false },
  hiddenFrom: [],
  hiddenCompanies: [],
  suggestedCompanies: [{ id: "c-romashka", name: "ООО «Ромашка»" }],
  consent: null,
};

export function received(
  id: string,
  overrides: Partial<ReceivedContactRequest> = {},
): ReceivedContactRequest {
  return {
    id,
    status: "pending",
    company: { id: "c1", name: "ООО «Вектор»" },
    message: "Хотим предложить работу",
    vacancy: { id: "v1", title: "Бухгалтер" },
    createdAt: "2026-12-05T09:00:00.000Z",
    decidedAt: null,
    ...overrides,
  };
}

export function sent(overrides: Partial<SentContactRequest> = {}): SentContactRequest {
  return {
    id: "r1",
    status: "pending",
    message: "Хотим предложить работу",
    vacancy: null,
    createdAt: "2026-12-05T09:00:00.000Z",
    decidedAt: null,
    contacts: null,
    ...overrides,
  };
}

/** Every call answering something plausible; `overrides` replace single calls. */
export function fakeApi(overrides: Partial<CandidatesApi> = {}): CandidatesApi {
  return {
    getVisibility: vi.fn(async () => VISIBILITY),
    setVisibility: vi.fn(async (_id, body) => ({
      ...VISIBILITY,
      searchable: body.searchable,
      fields: { ...VISIBILITY.fields, ...body.fields },
      hiddenFrom: body.hiddenFrom ?? [],
      consent: {
        searchable: body.searchable,
        fields: { ...VISIBILITY.fields, ...body.fields },
        version: "2026-12-07",
        givenAt: "2026-12-07T18:30:00.000Z",
      },
    })),
    searchCompanies: vi.fn(async () => [{ id: "c-vector", name: "ООО «Вектор»" }]),
    getViews: vi.fn(async () => []),
    getContactRequests: vi.fn(async () => [received("r1")]),
    decideContactRequest: vi.fn(async (id, decision) =>
      received(id, { status: decision === "accept" ? "accepted" : "declined" }),
    ),
    search: vi.fn(async () => ({ candidates: [card("a1"), card("a2")], nextPageToken: "next" })),
    total: vi.fn(async () => 3),
    get: vi.fn(async (id) => ({ candidate: profile(id), contactRequest: null })),
    requestContacts: vi.fn(async (_id, body) => sent({ message: body.message })),
    invite: vi.fn(async () => ({})),
    companyVacancies: vi.fn(async () => [{ id: "v1", title: "Бухгалтер" }]),
    searchAreas: vi.fn(async () => []),
    getArea: vi.fn(async (id) => ({
      id,
      name: "Москва",
      kind: "city" as const,
      regionId: null,
      regionName: null,
    })),
    getSkills: vi.fn(async () => []),
    getTestCatalogue: vi.fn(async () => []),
    ...overrides,
  };
}
