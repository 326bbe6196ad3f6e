export { AuthModal, type AuthModalProps } from "./components/auth-modal";
export type { LegalLinks } from "./components/legal-links-context";
export {
  type AuthFlowApi,
  type AuthStep,
  createAuthFlowStore,
  SIGNED_UP_NOTICE,
} from "./store/auth-flow-store";
