export { AuthModal } from "./components/auth-modal";
export { ConsentPrompt } from "./components/consent-prompt";
export type { AuthFlowApi, SignedInVia } from "./store/auth-flow-store";
