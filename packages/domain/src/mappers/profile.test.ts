import { describe, expect, it } from "vitest";
import { type ApplicantProfileDto, updateApplicantProfileRequestSchema } from "../wire/profile";
import { type ApplicantProfile, toApplicantProfile, toApplicantProfileDto } from "./profile";

const minimalDto: ApplicantProfileDto = { email: "a@b.ru", name: "Анна", surname: "Иванова" };

const emptyProfile: ApplicantProfile = {
  email: "a@b.ru",
  name: "Анна",
  surname: "Иванова",
  city: "",
  areaId: null,
  avatarUrl: null,
  dateOfBirth: null,
  aboutMyself: "",
  contacts: { phoneNumber: "", website: "", additionalContact: "" },
  educations: [],
  experiences: [],
  skills: [],
  personalQualities: [],
  preferredPosition: "",
  goals: { goalPositions: [], preferredIncome: null, preferredBusinessFields: [], additionalGoals: [] },
  testDone: false,
};

describe("toApplicantProfile", () => {
  it("defaults everything missing, testDone false", () => {
    expect(toApplicantProfile(minimalDto)).toEqual(emptyProfile);
  });
  it("keeps testDone true when sent", () => {
    expect(toApplicantProfile({ ...minimalDto, testDone: true }).testDone).toBe(true);
  });
  it("drops goal entries flagged deleted from every goal list", () => {
    const profile = toApplicantProfile({
      ...minimalDto,
      goals: {
        goalPositions: [
          { id: "g1", name: "Тимлид" },
          { id: "g2", name: "CTO", deleted: true },
          { name: "Архитектор", deleted: false },
        ],
        preferredBusinessFields: [{ id: "b1", name: "Финтех", deleted: true }],
        additionalGoals: [{ id: "a1", name: "Переезд" }],
        preferredIncome: 250000,
      },
    });
    expect(profile.goals).toEqual({
      goalPositions: [{ id: "g1", name: "Тимлид" }, { name: "Архитектор" }],
      preferredBusinessFields: [],
      additionalGoals: [{ id: "a1", name: "Переезд" }],
      preferredIncome: 250000,
    });
  });
  it("maps nested entries with their defaults", () => {
    const profile = toApplicantProfile({
      ...minimalDto,
      contacts: { id: "k1", phoneNumber: "+7 (999) 123-45-67" },
      educations: [{ id: "e1", institution: "МГУ" }],
      experiences: [
        { id: "x1", company: "Яндекс", position: "Разработчик", startDate: "2020-01", endDate: null },
      ],
    });
    expect(profile.contacts).toEqual({
      id: "k1",
      phoneNumber: "+7 (999) 123-45-67",
      website: "",
      additionalContact: "",
    });
    expect(profile.educations).toEqual([
      { id: "e1", institution: "МГУ", faculty: "", specialty: "", startYear: null, endYear: null },
    ]);
    expect(profile.experiences[0]).toMatchObject({ endDate: null, description: "" });
  });
});

describe("toApplicantProfileDto", () => {
  it("sends the picked place's areaId with the city", () => {
    const dto = toApplicantProfileDto({ ...emptyProfile, city: "Киров", areaId: "49" });
    expect(dto).toMatchObject({ city: "Киров", areaId: "49" });
    expect(toApplicantProfile({ ...minimalDto, city: "Киров", areaId: "49" }).areaId).toBe("49");
  });
  it("omits empty strings, empty contacts and empty goals", () => {
    expect(toApplicantProfileDto(emptyProfile)).toEqual({
      email: "a@b.ru",
      name: "Анна",
      surname: "Иванова",
      educations: [],
      experiences: [],
      skills: [],
      personalQualities: [],
      testDone: false,
    });
  });
  it("treats whitespace-only strings as empty", () => {
    const dto = toApplicantProfileDto({
      ...emptyProfile,
      city: "   ",
      contacts: { ...emptyProfile.contacts, website: " " },
    });
    expect(dto).not.toHaveProperty("city");
    expect(dto).not.toHaveProperty("contacts");
  });
  it("omits contacts even with an id when every field is empty", () => {
    expect(
      toApplicantProfileDto({ ...emptyProfile, contacts: { ...emptyProfile.contacts, id: "k1" } }),
    ).not.toHaveProperty("contacts");
  });
  it("sends contacts with their non-empty fields only", () => {
    const dto = toApplicantProfileDto({
      ...emptyProfile,
      contacts: { id: "k1", phoneNumber: "89991234567", website: "", additionalContact: "" },
    });
    expect(dto.contacts).toEqual({ id: "k1", phoneNumber: "89991234567" });
  });
  it("sends goals when only the income is set", () => {
    const dto = toApplicantProfileDto({
      ...emptyProfile,
      goals: { ...emptyProfile.goals, preferredIncome: 0 },
    });
    expect(dto.goals).toEqual({
      goalPositions: [],
      preferredBusinessFields: [],
      additionalGoals: [],
      preferredIncome: 0,
    });
  });
  it("drops blank goal entries and omits goals left empty", () => {
    expect(
      toApplicantProfileDto({
        ...emptyProfile,
        goals: { ...emptyProfile.goals, goalPositions: [{ name: "  " }] },
      }),
    ).not.toHaveProperty("goals");
  });
  it("omits empty strings inside list entries and blank skills", () => {
    const dto = toApplicantProfileDto({
      ...emptyProfile,
      educations: [{ institution: "МГУ", faculty: "", specialty: "ВМК", startYear: 2010, endYear: null }],
      skills: ["React", " "],
    });
    expect(dto.educations).toEqual([
      { institution: "МГУ", specialty: "ВМК", startYear: 2010, endYear: null },
    ]);
    expect(dto.skills).toEqual(["React"]);
  });
  it("round-trips a full profile into a body the PUT schema accepts", () => {
    const full = toApplicantProfile({
      id: "p1",
      email: "anna@mail.ru",
      name: "Анна-Мария",
      surname: "Д'Артаньян",
      city: "Санкт-Петербург",
      avatarUrl: "/files/p1/avatar.png",
      dateOfBirth: "1990-02-28",
      aboutMyself: "Люблю TypeScript.\nИ котиков.",
      contacts: {
        phoneNumber: "+7 (999) 123-45-67",
        website: "https://anna.dev",
        additionalContact: "@anna",
      },
      educations: [
        {
          id: "e1",
          institution: "СПбГУ",
          faculty: "ПМ-ПУ",
          specialty: "Информатика",
          startYear: 2007,
          endYear: 2012,
        },
      ],
      experiences: [
        {
          id: "x1",
          company: "Яндекс",
          position: "Разработчик",
          startDate: "2012-09",
          endDate: "2018-06",
          description: "",
        },
        {
          id: "x2",
          company: "VK",
          position: "Тимлид",
          startDate: "2018-07",
          endDate: null,
          description: "Команда из 6 человек",
        },
      ],
      skills: ["TypeScript", "React"],
      personalQualities: ["Ответственность"],
      preferredPosition: "Тимлид",
      goals: { goalPositions: [{ id: "g1", name: "CTO" }], preferredIncome: 400000 },
      testDone: true,
    });
    const body = toApplicantProfileDto(full);
    const parsed = updateApplicantProfileRequestSchema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(toApplicantProfile({ ...full, ...body } as ApplicantProfileDto).goals).toEqual(full.goals);
  });

  it("keeps a wanted position's profession through a save (issue 45)", () => {
    const profile = toApplicantProfile({
      ...emptyProfile,
      goals: { ...emptyProfile.goals, goalPositions: [{ id: "g1", name: "Тимлид", professionId: "104" }] },
    } as ApplicantProfileDto);
    expect(profile.goals.goalPositions).toEqual([{ id: "g1", name: "Тимлид", professionId: "104" }]);
    expect(toApplicantProfileDto(profile).goals?.goalPositions).toEqual([
      { id: "g1", name: "Тимлид", professionId: "104" },
    ]);
  });
});
