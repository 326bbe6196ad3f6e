import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import type { EmployerProfileDto, updateEmployerProfileRequestSchema } from "@rabota/domain/wire/employer";
import type { z } from "zod";
import type { Db, Queryable } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES, PROFILE_REPLIES } from "../../platform/http/messages";
import type { AuthService, EmployerSignup } from "../auth";
import type { CompanyService } from "../company";
import type { FileService } from "../files";
import { toEmployerProfileDto } from "./dto";
import { findMembership, insertMembership } from "./membership-queries";
import type { MembershipService } from "./membership-service";
import { findEmployerProfile, insertEmployer, lockEmployer, saveEmployerContact } from "./queries";

type EmployerUpdate = z.output<typeof updateEmployerProfileRequestSchema>;

export interface EmployerServiceDeps {
  db: Db;
  now: () => Date;
  auth: AuthService;
  companies: CompanyService;
  memberships: MembershipService;
  files: FileService;
  /** Told after a company card was saved (vacancy cards show its name, city and logo). */
  onCompanyChanged?: () => void;
  /**
   * Told inside the card's transaction when the company's name changed: its vacancies'
   * search text carries the name (the vacancy module re-indexes them; wired in services.ts).
   */
  onCompanyRenamed: (tx: Queryable, companyId: string, companyName: string) => Promise<void>;
}

const blankToNull = (value: string | undefined) => (value === undefined || value === "" ? null : value);

/** The employer side of an account: sign-up, and the profile with its contact person and company card. */
export class EmployerService {
  constructor(private readonly deps: EmployerServiceDeps) {}

  readonly #fileUrl = (fileId: string) => this.deps.files.downloadUrl(fileId);

  /**
   * Creates an employer account founding a new company (its active member) or asking to
   * join an existing one (a pending request, announced to the active members); the new
   * employer's id. The sign-up code is checked first, then the company to join.
   */
  signUp = async (input: EmployerSignup): Promise<string> => {
    const { company } = input;
    const employerId = await this.deps.auth.createAccount(input.user, "employer", async (tx, userId, now) => {
      const joining = "id" in company;
      // Asked on the transaction: the embedded database has one connection, which it holds.
      if (joining && !(await this.deps.companies.exists(company.id, tx))) {
        throw notFound(NOT_FOUND_REPLIES.company);
      }
      const companyId = joining ? company.id : await this.deps.companies.found(tx, company.companyName, now);
      const id = await insertEmployer(tx, { userId, companyId, position: input.position, now });
      // The founder owns the new company; a stranger typing an existing company's name only
      // asks to join, and sees nothing of it until an active member approves.
      await insertMembership(tx, { employerId: id, companyId, status: joining ? "pending" : "active", now });
      return id;
    });
    if ("id" in company) await this.deps.memberships.announceRequest(company.id, employerId);
    return employerId;
  };

  /**
   * Signs an employer up (`POST /v1/employer/register`) and answers with the new profile. No
   * file exists yet, so the profile carries no logo address.
   */
  async register(input: EmployerSignup): Promise<EmployerProfileDto> {
    const id = await this.signUp(input);
    const row = await findEmployerProfile(this.deps.db, id);
    if (!row) throw new Error(`employer ${id} vanished right after sign-up`);
    return toEmployerProfileDto(row);
  }

  async getProfile(employerId: string, db: Queryable = this.deps.db) {
    const row = await findEmployerProfile(db, employerId);
    if (!row) throw notFound(NOT_FOUND_REPLIES.profile);
    return toEmployerProfileDto(row, this.#fileUrl);
  }

  /**
   * Replaces the contact person and, when sent, the company card. The card is company-scoped:
   * its id must be the employer's own company (403 otherwise) and the employer an active
   * member of it (403 with the standing's text otherwise); a logo must be a file the employer
   * uploaded.
   */
  async updateProfile(employerId: string, input: EmployerUpdate) {
    const now = this.deps.now();
    let replacedFileId: string | null = null;
    const profile = await this.deps.db.transaction(async (tx) => {
      const employer = await lockEmployer(tx, employerId);
      if (!employer) throw notFound(NOT_FOUND_REPLIES.profile);
      const { company } = input;
      if (company) {
        if (company.id !== employer.companyId) throw forbidden(PROFILE_REPLIES.notYourCompany);
        const access = await findMembership(tx, employerId);
        if (access?.status !== "active")
          throw forbidden(COMPANY_ACCESS_MESSAGES.forbidden[access?.status ?? "pending"]);
      }
      await this.deps.auth.renamePerson(tx, employer.userId, input, now);
      await saveEmployerContact(
        tx,
        employerId,
        { position: input.position, phone: blankToNull(input.phone) },
        now,
      );
      if (company)
        replacedFileId = await this.#saveCompanyCard(tx, employerId, employer.companyId, company, now);
      return this.getProfile(employerId, tx);
    });
    if (replacedFileId) await this.deps.files.discard(replacedFileId);
    if (input.company) this.deps.onCompanyChanged?.();
    return profile;
  }

  /** Saves the company card; returns the replaced logo's file id, to delete after the commit. */
  async #saveCompanyCard(
    tx: Queryable,
    employerId: string,
    companyId: string,
    company: NonNullable<EmployerUpdate["company"]>,
    now: Date,
  ): Promise<string | null> {
    const previous = await this.deps.companies.lockCard(tx, companyId);
    // The company's current logo stays acceptable whichever colleague uploaded it.
    const logoFileId = await this.deps.files.attachOwnedFile(tx, company.logoUrl, {
      profileId: employerId,
      field: "company.logoUrl",
      current: previous?.logoFileId ?? null,
    });
    await this.deps.companies.saveCard(
      tx,
      companyId,
      {
        companyName: company.companyName,
        city: blankToNull(company.city),
        logoFileId,
        description: blankToNull(company.description),
        website: blankToNull(company.website),
      },
      now,
    );
    if (previous && previous.companyName !== company.companyName)
      await this.deps.onCompanyRenamed(tx, companyId, company.companyName);
    return previous?.logoFileId && previous.logoFileId !== logoFileId ? previous.logoFileId : null;
  }
}
