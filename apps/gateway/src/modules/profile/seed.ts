import type { Queryable } from "../../platform/db/database";
import { replaceApplicantLists, saveApplicantDetails } from "./queries";

/** The demo applicant's profile: an analyst in Москва who knows SQL and Python (issue 44). */
const DEMO_PROFILE = {
  skills: ["SQL", "Python", "Excel"],
  preferredPosition: "Аналитик данных",
  /** hh.ru's «BI-аналитик, аналитик данных». */
  position: { name: "Аналитик данных", professionId: "156" },
  preferredIncome: 150_000,
} as const;

/**
 * Fills the demo applicant's profile (skills, a wanted position with its profession, the wanted
 * income) so «Подходящие вакансии» shows them vacancies with reasons at once; `place` is the
 * applicant's city as the dictionary has it.
 */
export async function seedDemoProfile(
  tx: Queryable,
  input: {
    applicantId: string;
    place: { city: string; areaId: string | null; areaPath: string[] };
    dateOfBirth: string;
    now: Date;
  },
): Promise<void> {
  const { applicantId, now } = input;
  await saveApplicantDetails(tx, applicantId, {
    ...input.place,
    dateOfBirth: input.dateOfBirth,
    details: {
      preferredPosition: DEMO_PROFILE.preferredPosition,
      preferredIncome: DEMO_PROFILE.preferredIncome,
      updatedAt: now,
    },
  });
  await replaceApplicantLists(tx, applicantId, {
    educations: [],
    experiences: [],
    skills: DEMO_PROFILE.skills.map((name, ordinal) => ({ applicantId, name, ordinal })),
    qualities: [],
    goals: [{ applicantId, kind: "position", ordinal: 0, ...DEMO_PROFILE.position }],
  });
}
