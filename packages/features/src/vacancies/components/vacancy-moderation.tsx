import type { Vacancy } from "@rabota/domain/mappers";
import { UNDER_REVIEW_LABEL } from "@rabota/domain/wire/complaints";
import { Tag } from "@rabota/ui/tag";

/** What a removed vacancy's company reads. */
const REMOVED_BY_MODERATOR_LABEL = "Удалена модератором";

/**
 * The company's view of its vacancy with the moderators (issue 42): «На проверке» while they
 * hold it (hidden from everyone else until they decide) or «Удалена модератором», and why.
 * Nothing for a vacancy they do not hold.
 */
export function VacancyModerationNotice({
  moderation,
  compact = false,
}: {
  moderation: Vacancy["moderation"];
  /** On a card: the badge and the note on one short block. */
  compact?: boolean;
}) {
  if (!moderation) return null;
  const removed = moderation.state === "removed";
  return (
    <div
      className={compact ? "rb-vacancy-moderation rb-vacancy-moderation--compact" : "rb-vacancy-moderation"}
      data-state={moderation.state}
      data-testid="vacancy-moderation"
    >
      <Tag tone={removed ? "danger" : "warning"} size={compact ? "sm" : "md"}>
        {removed ? REMOVED_BY_MODERATOR_LABEL : UNDER_REVIEW_LABEL}
      </Tag>
      <p className="rb-vacancy-moderation__text">
        {removed
          ? "Вакансию больше не видят соискатели."
          : "Пока модераторы проверяют жалобы, вакансию не видят соискатели."}
        {moderation.note ? (
          <>
            {" "}
            Причина: <span className="rb-vacancy-moderation__note">{moderation.note}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
