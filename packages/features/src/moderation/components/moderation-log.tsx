import { pluralRu } from "@rabota/domain/format";
import { MODERATION_DECISION_LABELS } from "@rabota/domain/wire/complaints";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { Skeleton } from "@rabota/ui/skeleton";
import { Tag } from "@rabota/ui/tag";
import { useEffect } from "react";
import { formatDateTime } from "../../lib/dates";
import { TARGET_TYPE_LABELS } from "../lib/queue-text";
import {
  useModerationActions,
  useModerationLog,
  useModerationLogHasMore,
  useModerationLogLoadingMore,
  useModerationLogStatus,
} from "../store/moderation-store-provider";
import "./moderation.css";

const COMPLAINTS = { one: "жалоба", few: "жалобы", many: "жалоб" } as const;

/**
 * «Журнал» (issue 42): every decision, newest first — what it was about, the decision, who took
 * it and when, why, and how many complaints it closed; «Показать ещё» for older ones.
 */
export function ModerationLog() {
  const status = useModerationLogStatus();
  const entries = useModerationLog();
  const hasMore = useModerationLogHasMore();
  const loadingMore = useModerationLogLoadingMore();
  const { loadLog, loadMoreLog } = useModerationActions();
  useEffect(() => {
    void loadLog();
  }, [loadLog]);

  if (status === "idle" || status === "loading")
    return (
      <div className="rb-moderation__placeholder" aria-busy="true">
        <Skeleton shape="text" lines={4} />
      </div>
    );
  if (status === "error")
    return (
      <div className="rb-moderation__placeholder" role="alert">
        <p>Не удалось загрузить журнал.</p>
        <Button variant="secondary" size="sm" onClick={() => void loadLog()}>
          Повторить
        </Button>
      </div>
    );
  if (entries.length === 0)
    return <EmptyState title="Решений пока нет" description="Здесь будут решения модераторов." />;
  return (
    <div className="rb-moderation-log">
      <ol className="rb-moderation-log__list" aria-label="Журнал решений">
        {entries.map((entry) => (
          <li key={entry.id} className="rb-moderation-log__entry" data-testid="moderation-log-entry">
            <div className="rb-moderation-log__head">
              <Tag size="sm" tone={entry.decision === "restore" ? "success" : "danger"}>
                {MODERATION_DECISION_LABELS[entry.decision]}
              </Tag>
              <span className="rb-moderation-log__target">
                {TARGET_TYPE_LABELS[entry.targetType]}: {entry.targetTitle}
              </span>
            </div>
            <p className="rb-moderation-log__note">{entry.note}</p>
            <p className="rb-moderation__muted">
              <time dateTime={entry.decidedAt}>{formatDateTime(entry.decidedAt)}</time> · {entry.moderator}
              {entry.complaints > 0
                ? ` · ${entry.complaints} ${pluralRu(entry.complaints, COMPLAINTS)}`
                : null}
            </p>
          </li>
        ))}
      </ol>
      {hasMore ? (
        <div className="rb-moderation-log__more">
          <Button variant="secondary" loading={loadingMore} onClick={() => void loadMoreLog()}>
            Показать ещё
          </Button>
        </div>
      ) : null}
    </div>
  );
}
