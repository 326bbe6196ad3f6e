import { describe, expect, it } from "vitest";
import { type VacancyDto, vacancyDtoSchema } from "../wire/vacancy";
import { toVacancy, toVacancyCompany } from "./vacancy";

const minimal: VacancyDto = {
  id: "v1",
  title: "Frontend-разработчик",
  company: { id: "c1", companyName: "Ромашка" },
  createdAt: "2025-10-28T10:00:00.000Z",
};

describe("toVacancy", () => {
  it("fills every default of a minimal DTO", () => {
    expect(toVacancy(minimal)).toEqual({
      id: "v1",
      title: "Frontend-разработчик",
      description: "",
      workingExperience: "EXPERIENCE_UNSPECIFIED",
      workingSchedule: "WORKING_SCHEDULE_UNSPECIFIED",
      officeType: "OFFICE_TYPE_UNSPECIFIED",
      city: "",
      areaId: null,
      professionId: null,
      address: null,
      metroStations: [],
      requirements: "",
      objectives: "",
      offerings: "",
      views: 0,
      skills: [],
      qualities: [],
      positions: [],
      company: {
        id: "c1",
        companyName: "Ромашка",
        name: "Ромашка",
        companyCity: null,
        imageUrl: null,
        rating: null,
        feedbackCount: 0,
        verified: false,
        responseRate: null,
      },
      createdAt: "2025-10-28T10:00:00.000Z",
      updatedAt: null,
      isLikedByCurrentUser: false,
      hasApplied: false,
      responseStatus: null,
      invitationMessage: null,
      publishedAt: null,
      expiresAt: null,
      salaryFrom: null,
      salaryTo: null,
      salaryCurrency: null,
      salaryGross: null,
      testName: null,
      testStatus: null,
      coefficient: null,
      testCompletedCount: null,
      status: null,
      stats: null,
      source: null,
      editedHere: false,
      moderation: null,
    });
  });

  it("keeps values the server sends, null views included as 0", () => {
    const vacancy = toVacancy({
      ...minimal,
      views: null,
      hasApplied: true,
      isLikedByCurrentUser: true,
      salaryFrom: 100000,
      salaryGross: false,
      responseStatus: "RESPONSE_STATUS_REJECTED",
      skills: ["React"],
    });
    expect(vacancy).toMatchObject({
      views: 0,
      hasApplied: true,
      isLikedByCurrentUser: true,
      salaryFrom: 100000,
      salaryGross: false,
      responseStatus: "RESPONSE_STATUS_REJECTED",
      skills: ["React"],
    });
    expect(toVacancy({ ...minimal, views: 42 }).views).toBe(42);
  });

  it("maps a DTO parsed by the wire schema", () => {
    expect(toVacancy(vacancyDtoSchema.parse(minimal)).id).toBe("v1");
  });
});

describe("toVacancyCompany", () => {
  it("prefers the display name and falls back to companyName when it is missing or blank", () => {
    expect(toVacancyCompany({ id: "c", companyName: "ООО Ромашка", name: "Ромашка" }).name).toBe("Ромашка");
    expect(toVacancyCompany({ id: "c", companyName: "ООО Ромашка", name: null }).name).toBe("ООО Ромашка");
    expect(toVacancyCompany({ id: "c", companyName: "ООО Ромашка", name: "  " }).name).toBe("ООО Ромашка");
  });
  it("takes imageUrl from companyLogoUrl first, then imageUrl", () => {
    const base = { id: "c", companyName: "X" };
    expect(toVacancyCompany({ ...base, companyLogoUrl: "/logo.png", imageUrl: "/img.png" }).imageUrl).toBe(
      "/logo.png",
    );
    expect(toVacancyCompany({ ...base, companyLogoUrl: "", imageUrl: "/img.png" }).imageUrl).toBe("/img.png");
    expect(toVacancyCompany({ ...base, imageUrl: "/img.png" }).imageUrl).toBe("/img.png");
    expect(toVacancyCompany(base).imageUrl).toBeNull();
  });
  it("keeps rating and feedback count", () => {
    expect(
      toVacancyCompany({ id: "c", companyName: "X", rating: 4.5, feedbackCount: 12, companyCity: "Казань" }),
    ).toMatchObject({ rating: 4.5, feedbackCount: 12, companyCity: "Казань" });
  });
});
