import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import type { CompanyMemberDto, CompanyRequestDecision } from "@rabota/domain/wire/employer";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { conflict, forbidden, notFound } from "../../platform/http/errors";
import type { Mailer } from "../../platform/mail/mailer";
import {
  type CompanyAccessDecision,
  companyAccessMail,
  companyRequestMail,
} from "../../platform/mail/messages";
import type { CompanyAccess } from "../../platform/security/authenticate";
import type { CompanyService } from "../company";
import * as queries from "./membership-queries";

export interface MembershipServiceDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  companies: CompanyService;
}

const toDto = (row: queries.MemberRow): CompanyMemberDto => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * Who may reach a company's data, and the active members' decisions about it. Every method
 * that decides takes the deciding member's id and the company the route already proved
 * that member belongs to (`app.auth.memberOf`), so a member of one company never touches
 * another's requests.
 */
export class MembershipService {
  constructor(private readonly deps: MembershipServiceDeps) {}

  /** The employer's company and standing (what the `app.auth` company guards ask). */
  accessOf = (employerId: string): Promise<CompanyAccess | undefined> =>
    queries.findMembership(this.deps.db, employerId);

  /** The company the employer may act for: its active membership's, or none. */
  activeCompanyOf = async (employerId: string): Promise<string | undefined> => {
    const access = await this.accessOf(employerId);
    return access?.status === "active" ? access.companyId : undefined;
  };

  /** Tells every active member of the company that `employerId` asks to join it. */
  async announceRequest(companyId: string, employerId: string): Promise<void> {
    const [requester, company, members] = await Promise.all([
      queries.findMember(this.deps.db, employerId),
      this.deps.companies.find(companyId),
      queries.listMembers(this.deps.db, companyId, ["active"]),
    ]);
    if (!requester || !company) return;
    for (const member of members) {
      await this.deps.mailer.send(
        companyRequestMail(member.email, {
          name: member.name,
          requester: `${requester.name} ${requester.surname}`,
          position: requester.position,
          companyName: company.companyName,
        }),
      );
    }
  }

  /** Pending requests and active members of the company, oldest first. */
  async list(companyId: string) {
    const [requests, members] = await Promise.all([
      queries.listMembers(this.deps.db, companyId, ["pending"]),
      queries.listMembers(this.deps.db, companyId, ["active"]),
    ]);
    return { requests: requests.map(toDto), members: members.map(toDto) };
  }

  /**
   * Approves or rejects a pending request of the company; 404 when the employer is no
   * requester of this company, 409 when the request was decided already. The requester is
   * mailed the decision once it is saved.
   */
  async decide(
    deciderId: string,
    companyId: string,
    employerId: string,
    decision: CompanyRequestDecision,
  ): Promise<CompanyMemberDto> {
    const status = decision === "approve" ? "active" : "rejected";
    await this.deps.db.transaction(async (tx) => {
      const member = isUuid(employerId) ? await queries.lockMember(tx, companyId, employerId) : undefined;
      if (!member) throw notFound(COMPANY_ACCESS_MESSAGES.memberNotFound);
      if (member.status !== "pending") throw conflict(COMPANY_ACCESS_MESSAGES.alreadyDecided);
      await queries.setMemberStatus(tx, { employerId, status, decidedBy: deciderId, now: this.deps.now() });
    });
    return this.#announce(companyId, employerId, decision === "approve" ? "approved" : "rejected");
  }

  /**
   * Revokes an active member's access (the member may be the caller); 409 for the company's
   * last active member, who alone could let anyone in again.
   */
  async remove(deciderId: string, companyId: string, employerId: string): Promise<CompanyMemberDto> {
    await this.deps.db.transaction(async (tx) => {
      if (!isUuid(employerId)) throw notFound(COMPANY_ACCESS_MESSAGES.memberNotFound);
      const active = await queries.lockActiveMembers(tx, companyId);
      const member = await queries.lockMember(tx, companyId, employerId);
      if (!member) throw notFound(COMPANY_ACCESS_MESSAGES.memberNotFound);
      if (member.status !== "active") throw conflict(COMPANY_ACCESS_MESSAGES.notActive);
      if (active.length <= 1) throw conflict(COMPANY_ACCESS_MESSAGES.lastMember);
      await queries.setMemberStatus(tx, {
        employerId,
        status: "removed",
        decidedBy: deciderId,
        now: this.deps.now(),
      });
    });
    return this.#announce(companyId, employerId, "removed");
  }

  /**
   * A rejected or removed employer asks to join its company again: the membership becomes a
   * pending request, asked now, and every active member is mailed as for a first request.
   * 403 when `companyId` is not the employer's company; 409 while the request waits or the
   * employer is an active member. The row lock makes two clicks one request and one set of
   * mails: the second waits for the first, then finds the request pending.
   */
  async requestAgain(employerId: string, companyId: string): Promise<CompanyMemberDto> {
    await this.deps.db.transaction(async (tx) => {
      const member = isUuid(companyId) ? await queries.lockMember(tx, companyId, employerId) : undefined;
      if (!member) throw forbidden(COMPANY_ACCESS_MESSAGES.otherCompany);
      if (member.status === "pending") throw conflict(COMPANY_ACCESS_MESSAGES.alreadyPending);
      if (member.status === "active") throw conflict(COMPANY_ACCESS_MESSAGES.alreadyActive);
      await queries.reopenRequest(tx, { employerId, now: this.deps.now() });
    });
    await this.announceRequest(companyId, employerId);
    const member = await queries.findMember(this.deps.db, employerId);
    if (!member) throw new Error(`member ${employerId} of ${companyId} vanished after a request`);
    return toDto(member);
  }

  /** Mails the employer the saved decision and answers with the member as it now stands. */
  async #announce(companyId: string, employerId: string, decision: CompanyAccessDecision) {
    const [member, company] = await Promise.all([
      queries.findMember(this.deps.db, employerId),
      this.deps.companies.find(companyId),
    ]);
    if (!member || !company)
      throw new Error(`member ${employerId} of ${companyId} vanished after a decision`);
    await this.deps.mailer.send(
      companyAccessMail(member.email, { name: member.name, companyName: company.companyName, decision }),
    );
    return toDto(member);
  }
}
