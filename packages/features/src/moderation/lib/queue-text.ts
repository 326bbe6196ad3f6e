import {
  type ComplaintTargetType,
  MODERATION_DECISION_LABELS,
  type ModerationDecision,
  type ModerationTarget,
} from "@rabota/domain/wire/complaints";

/** What a queue item or a log entry is about, in a word. */
export const TARGET_TYPE_LABELS: Record<ComplaintTargetType, string> = {
  vacancy: "Вакансия",
  company: "Компания",
  review: "Отзыв",
  message: "Сообщение",
};

/**
 * The decisions that fit a target, as the gateway accepts them: anything can be restored; a
 * vacancy or a review removed (a message cannot); a vacancy or a company can block its company; a
 * review's or a message's author can be banned.
 */
export function decisionsFor(target: Pick<ModerationTarget, "type" | "companyId">): ModerationDecision[] {
  const decisions: ModerationDecision[] = ["restore"];
  if (target.type === "vacancy" || target.type === "review") decisions.push("remove");
  if (target.companyId !== null && (target.type === "vacancy" || target.type === "company"))
    decisions.push("block_company");
  if (target.type === "review" || target.type === "message") decisions.push("ban_user");
  return decisions;
}

/** The decision choices of a target with their labels. */
export const decisionOptionsFor = (target: Pick<ModerationTarget, "type" | "companyId">) =>
  decisionsFor(target).map((value) => ({ value, label: MODERATION_DECISION_LABELS[value] }));

/** The first `limit` characters of a text at a word's end, with «…» when cut. */
export function excerpt(text: string, limit = 320): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, "")}…`;
}
