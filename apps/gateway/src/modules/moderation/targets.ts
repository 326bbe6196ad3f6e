import type { ComplaintTargetType, ModerationTarget } from "@rabota/domain/wire/complaints";
import { eq } from "drizzle-orm";
import { companyProfiles } from "../../db/tables/company";
import { companyVerifications } from "../../db/tables/verification";
import type { Db } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import type { ChatService } from "../chat";
import type { CompanyService } from "../company";
import type { ReviewService } from "../reviews";
import type { VacancyModeration } from "../vacancy";

/** The lower modules a moderator's view of a target reads. */
export interface TargetPorts {
  db: Db;
  vacancies: Pick<VacancyModeration, "target">;
  reviews: Pick<ReviewService, "forModeration">;
  chats: Pick<ChatService, "messageForModeration">;
  companies: Pick<CompanyService, "find">;
}

/** A target as moderators read it, with who owns it (whom a removal or ban concerns). */
export interface TargetView extends ModerationTarget {
  /** The author of a review or a message: the account a ban ends. */
  authorUserId: string | null;
}

const TEXT_LIMIT = 4000;

/** A vacancy's formatted description as plain text for the queue. */
function plainText(html: string | null): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TEXT_LIMIT);
}

/**
 * What a complaint or a case is about, as the queue and the log show it; undefined when the
 * target no longer exists (deleted with its owner's account, say).
 */
export async function viewTarget(
  ports: TargetPorts,
  type: ComplaintTargetType,
  id: string,
): Promise<TargetView | undefined> {
  const companyFacts = async (companyId: string | null) => {
    if (!companyId) return { companyId: null, companyName: null, companyVerified: false };
    const [company, verified] = await Promise.all([
      ports.companies.find(companyId),
      firstRow(
        ports.db
          .select({ inn: companyVerifications.inn })
          .from(companyVerifications)
          .where(eq(companyVerifications.companyId, companyId)),
      ),
    ]);
    return { companyId, companyName: company?.companyName ?? null, companyVerified: verified !== undefined };
  };
  switch (type) {
    case "vacancy": {
      const vacancy = await ports.vacancies.target(id);
      if (!vacancy) return undefined;
      return {
        type,
        id,
        title: vacancy.title,
        text: plainText(vacancy.description),
        link: `/vacancies/detail/${id}`,
        ...(await companyFacts(vacancy.companyId)),
        hidden: vacancy.status === "VACANCY_STATUS_HELD" || vacancy.removedAt !== null,
        authorUserId: null,
      };
    }
    case "company": {
      const company = await ports.companies.find(id);
      if (!company) return undefined;
      const profile = await firstRow(
        ports.db
          .select({ description: companyProfiles.description })
          .from(companyProfiles)
          .where(eq(companyProfiles.companyId, id)),
      );
      return {
        type,
        id,
        title: company.companyName,
        text: (profile?.description ?? "").slice(0, TEXT_LIMIT),
        link: `/companies/${id}`,
        ...(await companyFacts(id)),
        hidden: false,
        authorUserId: null,
      };
    }
    case "review": {
      const review = await ports.reviews.forModeration(id);
      if (!review) return undefined;
      const facts = await companyFacts(review.companyId);
      const parts = [
        review.text,
        review.pros && `Плюсы: ${review.pros}`,
        review.cons && `Минусы: ${review.cons}`,
      ];
      return {
        type,
        id,
        title: `Отзыв о компании «${facts.companyName ?? ""}», оценка ${review.rating}`,
        text: parts.filter(Boolean).join("\n").slice(0, TEXT_LIMIT),
        link: `/companies/${review.companyId}`,
        ...facts,
        hidden: review.status !== "published",
        authorUserId: review.authorUserId,
      };
    }
    case "message": {
      const message = await ports.chats.messageForModeration(id);
      if (!message) return undefined;
      return {
        type,
        id,
        title: `Сообщение в чате от ${message.senderName}`,
        text: message.text.slice(0, TEXT_LIMIT),
        link: null,
        companyId: null,
        companyName: null,
        companyVerified: false,
        hidden: false,
        authorUserId: message.senderUserId,
      };
    }
  }
}

/** What a gone target reads as in the queue. */
export function goneTarget(type: ComplaintTargetType, id: string): TargetView {
  return {
    type,
    id,
    title: "Удалено владельцем",
    text: "",
    link: null,
    companyId: null,
    companyName: null,
    companyVerified: false,
    hidden: true,
    authorUserId: null,
  };
}
