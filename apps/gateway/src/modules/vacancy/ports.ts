import type { Experience, TestStatus } from "@rabota/domain/enums";
import type { ResponseRateDto } from "@rabota/domain/wire/vacancy";

/** What the tests of a vacancy need to know of it: its id, skills, experience and test. */
export interface VacancyTestFacts {
  id: string;
  skills: readonly string[];
  workingExperience: Experience | null;
  testName: string | null;
}

/**
 * What vacancies need of the tests (the tests module fills it): the applicant's test
 * status and coefficient per vacancy, the employer's completed-test counts, and whether a test
 * a vacancy asks for exists.
 */
export interface VacancyTestsPort {
  forViewer(
    applicantId: string,
    vacancies: readonly VacancyTestFacts[],
  ): Promise<Map<string, { testStatus: TestStatus | null; coefficient: number }>>;
  completedCounts(vacancyIds: readonly string[]): Promise<Map<string, number>>;
  /** The tests the applicant passed that still count (12 months): recommendations rank by them. */
  passedTests(applicantId: string): Promise<string[]>;
  /** Throws the 400 of a test not in the catalogue (null asks for none). */
  assertInCatalogue(testName: string | null): void;
}

/** The companies' response rates as cards and pages show them (the responses module fills it). */
export type ResponseRatesPort = (companyIds: readonly string[]) => Promise<Map<string, ResponseRateDto>>;

/** A company's name, for a vacancy's search document (the company module fills it). */
export type CompanyNamePort = (companyId: string) => Promise<string | undefined>;
