import { pluralRu } from "@rabota/domain/format";
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_REASON_LABELS,
  MODERATION_DECISION_LABELS,
  type ModerationDecision,
  type ModerationQueueItem,
  moderationDecisionRequestSchema,
} from "@rabota/domain/wire/complaints";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { CheckCircleIcon } from "@rabota/ui/icon";
import { RadioGroup } from "@rabota/ui/radio-group";
import { Skeleton } from "@rabota/ui/skeleton";
import { Tag } from "@rabota/ui/tag";
import { TextArea } from "@rabota/ui/text-field";
import { toast } from "@rabota/ui/toast";
import { useEffect, useId, useState } from "react";
import { formatDate, formatDateTime } from "../../lib/dates";
import { plainClickOpens } from "../../lib/plain-click";
import { decisionOptionsFor, excerpt, TARGET_TYPE_LABELS } from "../lib/queue-text";
import { queueItemKey } from "../store/moderation-store";
import {
  useModerationActions,
  useModerationQueue,
  useModerationQueueStatus,
} from "../store/moderation-store-provider";
import "./moderation.css";

/** Why a new company's vacancy is in the queue though nobody complained. */
const NEW_COMPANY_CAUSE = "Новая компания: первые публикации";

const COMPLAINTS = { one: "жалоба", few: "жалобы", many: "жалоб" } as const;

export interface ModerationQueueProps {
  /** Client-side navigation for a target's in-app link (modified clicks stay the browser's). */
  onOpen?: (href: string) => void;
}

/** The decision form of one queue item: the choice, «Почему» (required), «Применить». */
function DecisionForm({ item }: { item: ModerationQueueItem }) {
  const { decide } = useModerationActions();
  const [decision, setDecision] = useState<ModerationDecision | null>(null);
  const [note, setNote] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [applying, setApplying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = decisionOptionsFor(item.target);
  const checked = moderationDecisionRequestSchema.safeParse({
    targetType: item.target.type,
    targetId: item.target.id,
    decision: decision ?? undefined,
    note,
  });
  const noteError = checked.success
    ? undefined
    : checked.error.issues.find((issue) => issue.path[0] === "note")?.message;

  const apply = async () => {
    setSubmitted(true);
    if (!checked.success) return;
    setApplying(true);
    setRefusal(null);
    const result = await decide(checked.data);
    if (!result.ok) {
      setApplying(false);
      setRefusal(result.message);
      return;
    }
    // The item leaves the queue with this form.
    toast({
      variant: "success",
      title: `Решение «${MODERATION_DECISION_LABELS[result.entry.decision]}» применено`,
      description: item.target.title,
    });
  };

  return (
    <form
      className="rb-moderation-item__form"
      noValidate
      aria-label={`Решение: ${item.target.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <RadioGroup
        legend="Решение"
        options={options}
        value={decision}
        onValueChange={setDecision}
        error={submitted && decision === null ? "Выберите решение" : undefined}
        look="plain"
        required
      />
      <TextArea
        label="Почему"
        hint="Увидят владелец и те, кто пожаловался"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteError ?? (note.trim() ? undefined : COMPLAINT_MESSAGES.noteRequired)}
        showError={submitted && (noteError !== undefined || !note.trim())}
        required
        rows={3}
      />
      {refusal ? (
        <p className="rb-moderation__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="rb-moderation-item__apply">
        <Button type="submit" loading={applying}>
          Применить
        </Button>
      </div>
    </form>
  );
}

/** One target of the queue: what it is, its company, its text, why it is here, the decision. */
function QueueItem({ item, onOpen }: { item: ModerationQueueItem; onOpen?: (href: string) => void }) {
  const { target } = item;
  const titleId = useId();
  return (
    <li className="rb-moderation-item" aria-labelledby={titleId} data-testid="moderation-item">
      <div className="rb-moderation-item__body">
        <div className="rb-moderation-item__tags">
          <Tag size="sm" tone="info">
            {TARGET_TYPE_LABELS[target.type]}
          </Tag>
          {target.hidden ? (
            <Tag size="sm" tone="warning">
              Скрыто до решения
            </Tag>
          ) : null}
          <span className="rb-moderation__muted">ждёт с {formatDate(item.since)}</span>
        </div>
        <h2 id={titleId} className="rb-moderation-item__title">
          {target.link ? (
            <a href={target.link} onClick={plainClickOpens(target.link, onOpen)}>
              {target.title}
            </a>
          ) : (
            target.title
          )}
        </h2>
        {target.companyName ? (
          <p className="rb-moderation-item__company">
            <span>{target.companyName}</span>
            {target.companyVerified ? (
              <Tag size="sm" tone="success" icon={<CheckCircleIcon size={14} />}>
                Проверенная компания
              </Tag>
            ) : (
              <Tag size="sm">Не проверена</Tag>
            )}
          </p>
        ) : null}
        {target.text.trim() ? <p className="rb-moderation-item__text">{excerpt(target.text)}</p> : null}
        {item.cause === "new_company" ? (
          <p className="rb-moderation-item__cause">{NEW_COMPANY_CAUSE}</p>
        ) : null}
        {item.complaints.length > 0 ? (
          <div className="rb-moderation-item__complaints">
            <h3 className="rb-moderation-item__subheading">
              {item.complaints.length} {pluralRu(item.complaints.length, COMPLAINTS)}
            </h3>
            <ul>
              {item.complaints.map((complaint) => (
                <li key={complaint.id}>
                  <span className="rb-moderation-item__reason">
                    {COMPLAINT_REASON_LABELS[complaint.reason]}
                  </span>
                  <span className="rb-moderation__muted"> · {formatDateTime(complaint.createdAt)}</span>
                  {complaint.text ? <p>{complaint.text}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <DecisionForm item={item} />
    </li>
  );
}

/**
 * The moderator's queue (issue 42): every target with open complaints or a new company's first
 * publications, the longest waiting first, each with its decision form. It loads on mount.
 */
export function ModerationQueue({ onOpen }: ModerationQueueProps) {
  const status = useModerationQueueStatus();
  const queue = useModerationQueue();
  const { loadQueue } = useModerationActions();
  useEffect(() => {
    void loadQueue();
  }, [loadQueue]);

  if (status === "idle" || status === "loading")
    return (
      <div className="rb-moderation__placeholder" aria-busy="true">
        <Skeleton shape="rect" height="12rem" />
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  if (status === "error")
    return (
      <div className="rb-moderation__placeholder" role="alert">
        <p>Не удалось загрузить очередь.</p>
        <Button variant="secondary" size="sm" onClick={() => void loadQueue()}>
          Повторить
        </Button>
      </div>
    );
  if (queue.length === 0)
    return (
      <EmptyState
        icon={<CheckCircleIcon size={32} />}
        title="Очередь пуста"
        description="Жалоб и новых публикаций на проверку нет."
      />
    );
  return (
    <ol className="rb-moderation-queue" aria-label="Очередь">
      {queue.map((item) => (
        <QueueItem key={queueItemKey(item)} item={item} onOpen={onOpen} />
      ))}
    </ol>
  );
}
