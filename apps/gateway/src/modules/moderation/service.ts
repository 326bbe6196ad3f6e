import {
  COMPLAINT_MESSAGES,
  COMPLAINT_REASON_LABELS,
  COMPLAINT_REASONS,
  COMPLAINTS_TO_HIDE,
  type ComplaintReasonsResponse,
  type ComplaintResponse,
  type ComplaintTargetType,
  type ModerationDecision,
  type ModerationLogEntry,
  type ModerationLogResponse,
  type ModerationQueueResponse,
} from "@rabota/domain/wire/complaints";
import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { decodeKeysetToken, encodeKeysetToken } from "../../platform/db/keyset-token";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors";
import type { Mailer } from "../../platform/mail/mailer";
import type { SessionClaims } from "../../platform/security/session-tokens";
import type { AuthService } from "../auth";
import type { ChatService } from "../chat";
import type { CompanyService } from "../company";
import type { ReviewService } from "../reviews";
import type { VacancyModeration, VacancyViewer } from "../vacancy";
import { complaintOutcomeMail, ownerOutcomeMail } from "./mail";
import * as q from "./queries";
import { goneTarget, type TargetView, viewTarget } from "./targets";

/** Which decisions fit which targets: a message cannot be «removed», a review's company is not blocked through it. */
const APPLICABLE: Record<ModerationDecision, readonly ComplaintTargetType[]> = {
  restore: ["vacancy", "company", "review", "message"],
  remove: ["vacancy", "review"],
  block_company: ["vacancy", "company"],
  ban_user: ["review", "message"],
};

/** A new unverified company's first publications a moderator looks at. */
const NEW_COMPANY_LOOKS = 3;
const QUEUE_LIMIT = 50;
const LOG_PAGE_SIZE = 20;

export interface ModerationDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  siteOrigin: string;
  auth: Pick<AuthService, "ban">;
  companies: Pick<CompanyService, "find" | "block">;
  vacancies: VacancyModeration;
  /** Whether the viewer may see the vacancy (the one rule of who sees a vacancy); throws 404 otherwise. */
  visibleVacancy: (vacancyId: string, viewer: VacancyViewer) => Promise<{ companyId: string }>;
  reviews: Pick<ReviewService, "forModeration" | "hold" | "setStatus" | "ratingsChanged">;
  chats: Pick<ChatService, "messageSeenBy" | "messageForModeration">;
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
  /** A company's active members, told what moderators did to its vacancies. */
  activeMembersOf: (companyId: string) => Promise<{ email: string; name: string }[]>;
  /** Whether the registry confirmed the company (its publications then need no look). */
  isVerified: (companyId: string) => Promise<boolean>;
}

/**
 * Complaints and moderators (issue 42). Anyone signed in complains, once per target; three
 * different people hide a vacancy or a review until a moderator decides. Moderators read the
 * queue (a case per target: complaints, or a new company's first publications), decide, and the
 * log keeps who decided what, when and why. Everyone who complained hears the outcome by mail;
 * the owner of what was removed is told why.
 */
export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  reasons(): ComplaintReasonsResponse {
    return {
      reasons: COMPLAINT_REASONS.map((reason) => ({ reason, label: COMPLAINT_REASON_LABELS[reason] })),
    };
  }

  /** `POST /v1/complaints`: 404 for what the caller cannot see, 403 for their own, 409 for a second. */
  async file(
    session: SessionClaims,
    body: {
      targetType: ComplaintTargetType;
      targetId: string;
      reason: keyof typeof COMPLAINT_REASON_LABELS;
      text?: string;
    },
  ): Promise<ComplaintResponse> {
    const target = { type: body.targetType, id: body.targetId };
    const companyId = await this.#assertMayComplain(session, target);
    const { db, now } = this.deps;
    let held = false;
    const complaint = await db.transaction(async (tx) => {
      const row = await q.insertComplaint(tx, {
        complainantId: session.userId,
        target,
        reason: body.reason,
        text: body.text ?? null,
        now: now(),
      });
      if (!row) throw conflict(COMPLAINT_MESSAGES.alreadyComplained);
      await q.openCase(tx, { target, cause: "complaints", companyId, now: now() });
      held = await this.#holdWhenEnough(tx, target);
      return row;
    });
    if (held) this.#changed(target.type);
    return {
      complaint: {
        id: complaint.id,
        targetType: target.type,
        targetId: target.id,
        reason: body.reason,
        createdAt: complaint.createdAt.toISOString(),
      },
    };
  }

  /** `GET /v1/moderation/queue`: the open cases with their complaints, the longest waiting first. */
  async queue(): Promise<ModerationQueueResponse> {
    const cases = await q.openCases(this.deps.db, QUEUE_LIMIT);
    const targets = cases.map((row) => ({ type: row.targetType, id: row.targetId }));
    const complaints = await q.openComplaintsOf(this.deps.db, targets);
    const items = await Promise.all(
      cases.map(async (row) => {
        const own = complaints.filter((c) => c.targetType === row.targetType && c.targetId === row.targetId);
        const view =
          (await this.#view(row.targetType, row.targetId)) ?? goneTarget(row.targetType, row.targetId);
        const { authorUserId: _author, ...target } = view;
        return {
          target,
          cause: own.length > 0 ? ("complaints" as const) : row.cause,
          complaints: own.map((c) => ({
            id: c.id,
            reason: c.reason,
            text: c.text,
            createdAt: c.createdAt.toISOString(),
          })),
          since: row.openedAt.toISOString(),
        };
      }),
    );
    return { items };
  }

  /**
   * `POST /v1/moderation/decisions`: applies the decision to an open case's target, closes its
   * complaints, writes the log, then tells the complainants and the owner.
   */
  async decide(
    moderatorId: string,
    body: { targetType: ComplaintTargetType; targetId: string; decision: ModerationDecision; note: string },
  ): Promise<ModerationLogEntry> {
    const target = { type: body.targetType, id: body.targetId };
    if (!APPLICABLE[body.decision].includes(target.type))
      throw badRequest(COMPLAINT_MESSAGES.decisionNotApplicable, [
        { path: ["decision"], message: COMPLAINT_MESSAGES.decisionNotApplicable },
      ]);
    if (!(await q.hasOpenCase(this.deps.db, target))) throw notFound(COMPLAINT_MESSAGES.nothingToDecide);
    const view = await this.#view(target.type, target.id);
    if (!view && body.decision !== "restore") throw notFound(COMPLAINT_MESSAGES.targetNotFound);
    const title = view?.title ?? goneTarget(target.type, target.id).title;
    const now = this.deps.now();
    const { decisionId, complainants } = await this.deps.db.transaction(async (tx) => {
      const closed = await q.openComplaintCount(tx, target);
      if (view) await this.#apply(tx, view, body.decision, body.note, now);
      const id = await q.insertDecision(tx, {
        target,
        targetTitle: title,
        decision: body.decision,
        note: body.note,
        moderatorId,
        complaints: closed,
        now,
      });
      return { decisionId: id, complainants: await q.closeTarget(tx, target, id, now) };
    });
    if (body.decision === "ban_user" && view?.authorUserId) await this.deps.auth.ban(view.authorUserId);
    this.#changed(target.type);
    await this.#tellComplainants(complainants, title, body.decision);
    if (view) await this.#tellOwner(view, body.decision, body.note);
    const entry = await q.findDecision(this.deps.db, decisionId);
    if (!entry) throw new Error(`decision ${decisionId} not found after insert`);
    return toLogEntry(entry);
  }

  /** `GET /v1/moderation/log`: the decisions, newest first. */
  async log(page: { pageSize?: number; pageToken?: string }): Promise<ModerationLogResponse> {
    const cursor = page.pageToken ? decodeKeysetToken(page.pageToken) : null;
    if (page.pageToken && !cursor)
      throw badRequest("invalid pageToken", [{ path: ["pageToken"], message: "invalid pageToken" }]);
    const limit = page.pageSize ?? LOG_PAGE_SIZE;
    const rows = await q.logPage(this.deps.db, cursor, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      entries: shown.map(toLogEntry),
      nextPageToken:
        rows.length > limit && last ? encodeKeysetToken({ at: last.decidedAt, id: last.id }) : null,
    };
  }

  /**
   * A vacancy went on the site: an unverified company's first three publications wait for a
   * moderator's look (they stay published meanwhile).
   */
  async onPublished(vacancyId: string, companyId: string): Promise<void> {
    if (await this.deps.isVerified(companyId)) return;
    if ((await q.newCompanyCases(this.deps.db, companyId)) >= NEW_COMPANY_LOOKS) return;
    await q.openCase(this.deps.db, {
      target: { type: "vacancy", id: vacancyId },
      cause: "new_company",
      companyId,
      now: this.deps.now(),
    });
  }

  /**
   * The company the target belongs to, when the caller may complain about it: 404 for what
   * they cannot see (never an existence oracle), 403 for their own.
   */
  async #assertMayComplain(session: SessionClaims, target: q.Target): Promise<string | null> {
    const missing = () => notFound(COMPLAINT_MESSAGES.targetNotFound);
    const callerCompany =
      session.role === "employer" ? ((await this.deps.activeCompanyOf(session.profileId)) ?? null) : null;
    switch (target.type) {
      case "vacancy": {
        if (!isUuid(target.id)) throw missing();
        const viewer = {
          applicantId: session.role === "applicant" ? session.profileId : null,
          companyId: callerCompany,
        };
        const vacancy = await this.deps.visibleVacancy(target.id, viewer).catch(() => {
          throw missing();
        });
        if (vacancy.companyId === callerCompany) throw forbidden(COMPLAINT_MESSAGES.ownTarget);
        return vacancy.companyId;
      }
      case "company": {
        const company = isUuid(target.id) ? await this.deps.companies.find(target.id) : undefined;
        if (!company) throw missing();
        if (company.id === callerCompany) throw forbidden(COMPLAINT_MESSAGES.ownTarget);
        return company.id;
      }
      case "review": {
        const review = await this.deps.reviews.forModeration(target.id);
        if (!review || review.status !== "published") throw missing();
        if (review.authorUserId === session.userId) throw forbidden(COMPLAINT_MESSAGES.ownTarget);
        return review.companyId;
      }
      case "message": {
        const message = await this.deps.chats.messageSeenBy(session, target.id);
        if (!message) throw missing();
        if (message.senderUserId === session.userId) throw forbidden(COMPLAINT_MESSAGES.ownTarget);
        return message.companyId;
      }
    }
  }

  /** Hides a vacancy or a review once enough different people complained; whether it did now. */
  async #holdWhenEnough(tx: Queryable, target: q.Target): Promise<boolean> {
    if (target.type !== "vacancy" && target.type !== "review") return false;
    const { people, reasons } = await q.openComplaintFigures(tx, target);
    if (people < COMPLAINTS_TO_HIDE) return false;
    const note = `Жалобы: ${reasons.map((reason) => COMPLAINT_REASON_LABELS[reason]).join(", ")}`;
    if (target.type === "vacancy") return this.deps.vacancies.hold(tx, target.id, note);
    return this.deps.reviews.hold(tx, target.id, note);
  }

  async #apply(tx: Queryable, view: TargetView, decision: ModerationDecision, note: string, now: Date) {
    const { vacancies, reviews } = this.deps;
    if (decision === "restore") {
      if (view.type === "vacancy") await vacancies.restore(tx, view.id);
      if (view.type === "review" && view.hidden) await reviews.setStatus(tx, view.id, "published", null);
      return;
    }
    if (decision === "remove" || (decision === "ban_user" && view.type === "review")) {
      if (view.type === "vacancy") await vacancies.remove(tx, view.id, note, now);
      if (view.type === "review") await reviews.setStatus(tx, view.id, "removed", note);
      return;
    }
    if (decision === "block_company" && view.companyId) {
      await this.deps.companies.block(tx, view.companyId, now);
      await vacancies.removeCompanyVacancies(tx, view.companyId, note, now);
    }
  }

  #changed(type: ComplaintTargetType) {
    if (type === "review") this.deps.reviews.ratingsChanged();
    else this.deps.vacancies.changed();
  }

  async #view(type: ComplaintTargetType, id: string) {
    return viewTarget(
      {
        db: this.deps.db,
        vacancies: this.deps.vacancies,
        reviews: this.deps.reviews,
        chats: this.deps.chats,
        companies: this.deps.companies,
      },
      type,
      id,
    );
  }

  async #tellComplainants(userIds: string[], title: string, decision: ModerationDecision) {
    for (const person of await q.recipients(this.deps.db, userIds))
      await this.deps.mailer.send(complaintOutcomeMail(person.email, { name: person.name, title, decision }));
  }

  /** The owner of a removed vacancy (its company) or review (its author), a blocked company, a banned author. */
  async #tellOwner(view: TargetView, decision: ModerationDecision, note: string) {
    if (decision === "restore" && !(view.type === "vacancy" && view.hidden)) return;
    const link = view.link ? `${this.deps.siteOrigin}${view.link}` : null;
    const mails: { to: { email: string; name: string }[]; subject: string; what: string }[] = [];
    if (view.type === "vacancy" || decision === "block_company") {
      const members = view.companyId ? await this.deps.activeMembersOf(view.companyId) : [];
      const what =
        decision === "restore"
          ? `Модераторы проверили вакансию «${view.title}» и вернули её на сайт.`
          : decision === "block_company"
            ? `Модераторы заблокировали компанию «${view.companyName ?? view.title}»: её вакансии сняты с сайта, публиковать новые нельзя.`
            : `Модераторы удалили вакансию «${view.title}».`;
      mails.push({
        to: members,
        subject: decision === "restore" ? "Вакансия снова на сайте" : "Решение модераторов",
        what,
      });
    } else if (view.authorUserId) {
      const what =
        decision === "ban_user"
          ? "Модераторы заблокировали ваш аккаунт на «Работе»."
          : `Модераторы удалили ваш отзыв о компании «${view.companyName ?? ""}».`;
      mails.push({
        to: await q.recipients(this.deps.db, [view.authorUserId]),
        subject: "Решение модераторов",
        what,
      });
    }
    for (const mail of mails)
      for (const person of mail.to)
        await this.deps.mailer.send(
          ownerOutcomeMail(person.email, {
            name: person.name,
            subject: mail.subject,
            what: mail.what,
            note,
            link: decision === "ban_user" ? null : link,
          }),
        );
  }
}

function toLogEntry(row: Awaited<ReturnType<typeof q.logPage>>[number]): ModerationLogEntry {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    targetTitle: row.targetTitle,
    decision: row.decision,
    note: row.note,
    moderator: row.moderator,
    complaints: row.complaints,
    decidedAt: row.decidedAt.toISOString(),
  };
}
