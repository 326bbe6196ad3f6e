export { ComplaintButton, type ComplaintButtonProps } from "./components/complaint-button";
export { ModerationScreen, type ModerationTab } from "./components/moderation-screen";
export type { ComplaintsApi } from "./store/complaints-store";
export { ComplaintsStoreProvider } from "./store/complaints-store-provider";
export type { ModerationApi } from "./store/moderation-store";
export { ModerationStoreProvider } from "./store/moderation-store-provider";
