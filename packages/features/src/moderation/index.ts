export { ComplaintButton } from "./components/complaint-button";
export { ModerationScreen, type ModerationTab } from "./components/moderation-screen";
export { ComplaintsStoreProvider } from "./store/complaints-store-provider";
export { ModerationStoreProvider } from "./store/moderation-store-provider";
