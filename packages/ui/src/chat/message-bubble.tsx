import type { HTMLAttributes } from "react";
import { ClockIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { LinkifiedText } from "./linkified-text";

/** Where a message is on its way: the server has it (sent), the other side read it, or not yet. */
export type MessageDelivery = "sending" | "sent" | "read" | "failed";

export interface MessageBubbleLabels {
  sending: string;
  sent: string;
  read: string;
  /** Shown next to a message that did not go out, e.g. «Не отправлено». */
  failed: string;
  /** The retry action of a failed message, e.g. «Повторить». */
  retry: string;
}

export type MessageBubbleProps = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  text: string;
  /** The time to show, already formatted (e.g. «14:05»). */
  time: string;
  /** The machine-readable time for `<time dateTime>`. */
  dateTime?: string;
  /** The user's own message: on the right, with its delivery mark. */
  own: boolean;
  delivery?: MessageDelivery;
  labels: MessageBubbleLabels;
  /** Sends a failed message again. */
  onRetry?: () => void;
};

/** The mark after an own message's time: a clock while sending, ✓ sent, ✓✓ read. */
function DeliveryMark({ delivery, labels }: { delivery: MessageDelivery; labels: MessageBubbleLabels }) {
  if (delivery === "failed") return null;
  const label = labels[delivery];
  return (
    <span className="rb-message__delivery" data-delivery={delivery} title={label}>
      {delivery === "sending" ? (
        <ClockIcon size={12} />
      ) : (
        <span aria-hidden="true">{delivery === "read" ? "✓✓" : "✓"}</span>
      )}
      <span className="rb-sr-only">{label}</span>
    </span>
  );
}

/**
 * One chat message: its text (links clickable, safely), time and, for the user's own, the
 * delivery mark; a failed one says so and offers a retry.
 */
export function MessageBubble({
  text,
  time,
  dateTime,
  own,
  delivery = "sent",
  labels,
  onRetry,
  className,
  ...props
}: MessageBubbleProps) {
  return (
    <div
      data-slot="message-bubble"
      data-own={own ? "" : undefined}
      data-delivery={own ? delivery : undefined}
      className={cn("rb-message", own ? "rb-message--own" : "rb-message--theirs", className)}
      {...props}
    >
      <div className="rb-message__bubble">
        <LinkifiedText text={text} className="rb-message__text" />
        <span className="rb-message__meta">
          <time dateTime={dateTime}>{time}</time>
          {own ? <DeliveryMark delivery={delivery} labels={labels} /> : null}
        </span>
      </div>
      {own && delivery === "failed" ? (
        <p className="rb-message__failed">
          <span>{labels.failed}</span>
          {onRetry ? (
            <button type="button" className="rb-message__retry" onClick={onRetry}>
              {labels.retry}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
