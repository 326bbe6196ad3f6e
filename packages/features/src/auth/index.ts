export { AuthModal } from "./components/auth-modal";
export type { SignedInVia } from "./store/auth-flow-store";
