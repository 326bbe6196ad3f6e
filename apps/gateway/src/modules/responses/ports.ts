import type { TestResultDto } from "@rabota/domain/wire/tests";
import type { VacancyTestFacts } from "../vacancy";

/** What the responses need of the tests (the tests module fills it). */
export interface ResponsesTestsPort {
  /** Each respondent's coefficient for the vacancy and the test results the employer may see. */
  forEmployer(
    vacancy: Omit<VacancyTestFacts, "testName">,
    applicantIds: readonly string[],
  ): Promise<Map<string, { coefficient: number; testResults: TestResultDto[] }>>;
}
