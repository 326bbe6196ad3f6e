export type { ChatListItemProps } from "./chat-list-item";
export { ChatListItem } from "./chat-list-item";
export type { ComposerProps } from "./composer";
export { Composer } from "./composer";
export { LinkifiedText } from "./linkified-text";
export type { MessageBubbleLabels, MessageBubbleProps, MessageDelivery } from "./message-bubble";
export { MessageBubble } from "./message-bubble";
