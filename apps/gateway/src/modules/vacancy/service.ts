import type { Db } from "../../platform/db/database";
import { ApplicantVacancies } from "./applicant/service";
import { VacancyCards } from "./cards";
import { VacancyDetails } from "./details/service";
import type { LogoUrlOf } from "./dto";
import { VacancyListing } from "./list/service";
import { VacancyMatching } from "./matching/service";
import { VacancyModeration } from "./moderation";
import type { CompanyNamePort, ResponseRatesPort, VacancyTestsPort } from "./ports";
import type { VacancyPlaces } from "./writes/place";
import type { VacancyProfessions } from "./writes/profession";
import { VacancyWrites } from "./writes/service";

export interface VacancyServiceDeps {
  db: Db;
  now: () => Date;
  /** The viewer's test status and coefficient per vacancy, the employer's completed-test counts. */
  tests: VacancyTestsPort;
  /** The companies' response rates the cards and pages show. */
  responseRates: ResponseRatesPort;
  /** The places' dictionary a vacancy's place is checked against (issue 40). */
  places: VacancyPlaces;
  /** The professions' dictionary a vacancy's profession is checked against (issue 45). */
  professions: VacancyProfessions;
  /** A company's name, which a vacancy's search document holds. */
  companyName: CompanyNamePort;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
  /** How long a vacancy published here stays on the list (its `expiresAt`). */
  vacancyLifetimeMs: number;
  /** Told after every write of a company's vacancies (the salary statistics count them again soon). */
  onWritten?: () => void;
  /** A company logo's address, signed when a vacancy is read (the database keeps the file id). */
  logoUrl: LogoUrlOf;
  /** Told when a vacancy goes on the site (issue 42: a new company's first publications are looked at). */
  onPublished?: (vacancyId: string, companyId: string) => Promise<void>;
}

/**
 * Vacancies as applicants and employers use them, in five parts: the list and its search
 * (`listing`), one vacancy and the sitemap (`details`), the company's writes (`writes`),
 * what an applicant does with vacancies (`applicant`) and the vacancies that fit a person or
 * another vacancy (`matching`). Applicant methods take the applicant id
 * the route already proved to be the caller's; employer methods take the company the route
 * proved the caller an active member of (`app.auth.companyMember`).
 */
export class VacancyService {
  readonly listing: VacancyListing;
  readonly details: VacancyDetails;
  readonly writes: VacancyWrites;
  readonly applicant: ApplicantVacancies;
  readonly matching: VacancyMatching;
  readonly moderation: VacancyModeration;

  constructor(deps: VacancyServiceDeps) {
    const { db, now, activeCompanyOf } = deps;
    const cards = new VacancyCards({
      db,
      tests: deps.tests,
      responseRates: deps.responseRates,
      activeCompanyOf,
      dto: { logoUrl: deps.logoUrl, lifetimeMs: deps.vacancyLifetimeMs },
    });
    this.listing = new VacancyListing({ db, now, cards, activeCompanyOf });
    this.details = new VacancyDetails({ db, now, cards, activeCompanyOf });
    this.writes = new VacancyWrites({
      db,
      now,
      tests: deps.tests,
      companyName: deps.companyName,
      places: deps.places,
      professions: deps.professions,
      details: this.details,
      onChanged: () => {
        this.forgetMemos();
        deps.onWritten?.();
      },
      onPublished: deps.onPublished,
    });
    this.moderation = new VacancyModeration({ db, onChanged: () => this.forgetMemos() });
    this.applicant = new ApplicantVacancies({ db, now, cards });
    this.matching = new VacancyMatching({ db, now, cards, tests: deps.tests });
  }

  /**
   * Forgets the memoised totals and the guests' shared pages (vacancies were written or
   * archived, an applicant hid some).
   */
  forgetMemos(): void {
    this.listing.forgetMemos();
  }
}
