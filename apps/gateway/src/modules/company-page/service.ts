import type { PublicCompanyDto } from "@rabota/domain/wire/companies";
import type { ResponseRateDto } from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import { countListedCompanies, findPublicCompany, listedCompaniesPage } from "./queries";

export interface CompanyPageDeps {
  db: Db;
  /** The company's response rate as its vacancies show it (the responses module). */
  responseRate: (companyId: string) => Promise<ResponseRateDto>;
  /** A logo's public address. */
  logoUrl: (fileId: string) => string;
}

/**
 * The public company (issue 42): its card, verification, rating, response rate and how many
 * vacancies it has open, for `GET /v1/company/{companyId}` and the server-rendered page; and
 * the sitemap's pages of companies.
 */
export class CompanyPageService {
  constructor(private readonly deps: CompanyPageDeps) {}

  /** The public company; undefined for an unknown, malformed or blocked one. */
  async publicCompany(companyId: string): Promise<PublicCompanyDto | undefined> {
    if (!isUuid(companyId)) return undefined;
    const row = await findPublicCompany(this.deps.db, companyId);
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      city: row.city,
      logoUrl: row.logoFileId ? this.deps.logoUrl(row.logoFileId) : null,
      description: row.description,
      website: row.website,
      verification:
        row.inn && row.ogrn && row.legalName && row.registeredOn && row.verifiedAt
          ? {
              legalName: row.legalName,
              inn: row.inn,
              ogrn: row.ogrn,
              registeredOn: row.registeredOn,
              verifiedAt: row.verifiedAt.toISOString(),
            }
          : null,
      responseRate: await this.deps.responseRate(row.id),
      rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
      feedbackCount: row.feedbackCount,
      activeVacancies: row.activeVacancies,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** `GET /v1/company/{companyId}`: the public company; 404 for an unknown one. */
  async get(companyId: string): Promise<PublicCompanyDto> {
    const company = await this.publicCompany(companyId);
    if (!company) throw notFound(NOT_FOUND_REPLIES.company);
    return company;
  }

  /** How many sitemap pages of `pageSize` companies there are. */
  async sitemapPages(pageSize: number): Promise<number> {
    return Math.ceil((await countListedCompanies(this.deps.db)) / pageSize);
  }

  /** Sitemap page `page` (from 0): the companies' ids and their cards' last change. */
  sitemapPage(page: number, pageSize: number) {
    return listedCompaniesPage(this.deps.db, page, pageSize);
  }
}
