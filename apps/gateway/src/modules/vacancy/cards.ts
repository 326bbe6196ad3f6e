import type { VacancyCardDto, VacancyDto } from "@rabota/domain/wire/vacancy";
import type { Db } from "../../platform/db/database";
import { type DtoContext, toVacancyCardDto, toVacancyDto, type VacancyPersonal } from "./dto";
import type { VacancyCardRow } from "./list/queries";
import type { ResponseRatesPort, VacancyTestsPort } from "./ports";
import { responseCounts, type VacancyRow } from "./rows";

/** Who is looking at vacancies: an applicant, an employer, or neither (a guest). */
export interface CardViewer {
  applicantId?: string | null;
  employerId?: string | null;
}

export interface VacancyCardsDeps {
  db: Db;
  tests: VacancyTestsPort;
  responseRates: ResponseRatesPort;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
  dto: DtoContext;
}

/**
 * Rows into the wire, as every part of the module answers with vacancies: the cards and whole
 * vacancies with what the viewer alone sees and their company's response rate.
 */
export class VacancyCards {
  constructor(private readonly deps: VacancyCardsDeps) {}

  get dto(): DtoContext {
    return this.deps.dto;
  }

  /**
   * What the viewer alone sees of these rows: an applicant's test status and coefficient
   * (computed for these rows only), or, on the employer's own vacancies that ask for a test,
   * how many respondents completed it.
   */
  async personal(rows: readonly VacancyCardRow[], viewer: CardViewer): Promise<Map<string, VacancyPersonal>> {
    const personal = new Map<string, VacancyPersonal>();
    if (viewer.applicantId) {
      for (const [id, value] of await this.deps.tests.forViewer(viewer.applicantId, rows))
        personal.set(id, value);
    } else if (viewer.employerId && rows.length > 0) {
      const companyId = await this.deps.activeCompanyOf(viewer.employerId);
      const own = rows.filter((row) => row.companyId === companyId);
      const assessed = own.filter((row) => row.testName).map((row) => row.id);
      const [tests, responses] = await Promise.all([
        this.deps.tests.completedCounts(assessed),
        responseCounts(
          this.deps.db,
          own.map((row) => row.id),
        ),
      ]);
      for (const row of own) {
        const counted = responses.get(row.id) ?? { responses: 0, answered: 0 };
        personal.set(row.id, {
          ...(row.testName ? { testCompletedCount: tests.get(row.id) ?? 0 } : {}),
          stats: { views: row.views, ...counted },
          source: row.source,
          editedHere: row.editedHere,
        });
      }
    }
    return personal;
  }

  /** The wire form of list cards, with what the viewer alone sees. */
  async cards(rows: readonly VacancyCardRow[], viewer: CardViewer): Promise<VacancyCardDto[]> {
    const personal = await this.personal(rows, viewer);
    return this.withResponseRates(
      rows.map((row) => toVacancyCardDto(row, this.deps.dto, personal.get(row.id))),
    );
  }

  /** The wire form of whole vacancies, with what the viewer alone sees. */
  async vacancies(rows: readonly VacancyRow[], viewer: CardViewer): Promise<VacancyDto[]> {
    const personal = await this.personal(rows, viewer);
    return this.withResponseRates(rows.map((row) => toVacancyDto(row, this.deps.dto, personal.get(row.id))));
  }

  /** The vacancies with their company's response rate in the company block (issue 25). */
  async withResponseRates<T extends VacancyCardDto>(dtos: T[]): Promise<T[]> {
    const rates = await this.deps.responseRates(dtos.map((dto) => dto.company.id));
    return dtos.map((dto) => ({
      ...dto,
      company: { ...dto.company, responseRate: rates.get(dto.company.id) },
    }));
  }
}
