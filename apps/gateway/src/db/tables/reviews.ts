import { boolean, index, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { companies } from "./company";
import { employers } from "./employer";
import { applicants } from "./profile";

export const reviewRelation = pgEnum("review_relation", ["responded", "invited"]);
/** Published; hidden by three complaints until a moderator decides; removed by a moderator. */
export const reviewStatus = pgEnum("review_status", ["published", "under_review", "removed"]);

/**
 * Company reviews (issue 42): one per applicant and company, by an applicant who responded to
 * one of its vacancies or was invited by it (`relation`, `relation_year`: how they know it).
 * The company's mean and count are kept on `companies` (rating, feedback_count), rewritten in
 * the transaction of every change here. `moderation_note` says why a review is hidden or removed.
 */
export const companyReviews = pgTable(
  "company_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    pros: text("pros"),
    cons: text("cons"),
    /** Whether the author shows their name. */
    signed: boolean("signed").notNull().default(false),
    relation: reviewRelation("relation").notNull(),
    relationYear: smallint("relation_year").notNull(),
    status: reviewStatus("status").notNull().default("published"),
    moderationNote: text("moderation_note"),
    replyText: text("reply_text"),
    replyBy: uuid("reply_by").references(() => employers.id, { onDelete: "set null" }),
    repliedAt: instant("replied_at"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("company_reviews_company_applicant_idx").on(table.companyId, table.applicantId),
    // The public list: a company's published reviews, newest first.
    index("company_reviews_company_order_idx").on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index("company_reviews_applicant_idx").on(table.applicantId),
  ],
);
