import { type AnchorHTMLAttributes, forwardRef } from "react";
import { Avatar } from "../avatar/avatar";
import { CountBadge } from "../badge/badge";
import { cn } from "../lib/cn";

export type ChatListItemProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "title"> & {
  /** Who the chat is with: a company, or the support label. */
  title: string;
  /** What it is about (the vacancy), one line. */
  subtitle?: string;
  /** The last message, one line. */
  preview?: string;
  /** The last message's time, already formatted. */
  time?: string;
  unreadCount?: number;
  /** What the unread count means to a screen reader, e.g. «2 непрочитанных». */
  unreadLabel?: string;
  /** The chat open now (`aria-current`). */
  current?: boolean;
  /** Pinned (support): a tinted avatar. */
  pinned?: boolean;
};

/** A row of the chat list: avatar, who and about what, the last message, its time, unread. */
export const ChatListItem = forwardRef<HTMLAnchorElement, ChatListItemProps>(function ChatListItem(
  { title, subtitle, preview, time, unreadCount = 0, unreadLabel, current, pinned, className, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      data-slot="chat-list-item"
      data-pinned={pinned ? "" : undefined}
      data-unread={unreadCount > 0 ? "" : undefined}
      aria-current={current ? "page" : undefined}
      className={cn("rb-chat-item", className)}
      {...props}
    >
      <Avatar name={title} shape="rounded" size="md" decorative className="rb-chat-item__avatar" />
      <span className="rb-chat-item__body">
        <span className="rb-chat-item__top">
          <span className="rb-chat-item__title">{title}</span>
          {time ? <span className="rb-chat-item__time">{time}</span> : null}
        </span>
        {subtitle ? <span className="rb-chat-item__subtitle">{subtitle}</span> : null}
        <span className="rb-chat-item__bottom">
          <span className="rb-chat-item__preview">{preview}</span>
          <CountBadge count={unreadCount} label={unreadLabel} />
        </span>
      </span>
    </a>
  );
});
