import { useSessionActions } from "@rabota/features/session";
import { useActiveModal, useShellActions } from "@rabota/features/shell";
import { lazy, Suspense, useRef } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { useApiClient } from "../api-client-context";

// The auth modal (forms, validation) loads on first use, keeping it out of the first page's JavaScript.
const AuthModal = lazy(() =>
  import("@rabota/features/auth").then((module) => ({ default: module.AuthModal })),
);

const LEGAL_LINKS = {
  privacyPolicy: paths.privacyPolicy.href(),
  personalDataPolicy: paths.personalDataPolicy.href(),
};

/** Counts how often `open` became true, so each opening mounts a fresh modal (and its flow). */
function useOpenings(open: boolean): number {
  const state = useRef({ open: false, count: 0 });
  if (open && !state.current.open) state.current.count += 1;
  state.current.open = open;
  return state.current.count;
}

/**
 * The auth modal wired to the app: a successful login stores the session, closes the modal
 * and goes to /profile (§4). It waits for the API client's chunk inside the host's Suspense.
 */
function AppAuthModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApiClient();
  const session = useSessionActions();
  const navigate = useNavigate();
  return (
    <AuthModal
      open={open}
      onClose={onClose}
      api={api.auth}
      legalLinks={LEGAL_LINKS}
      onLoginFailed={session.loginFailed}
      onLoggedIn={async (auth) => {
        await session.signedIn(auth);
        onClose();
        navigate(paths.profile.href());
      }}
    />
  );
}

/** The modal host: shows the one active modal («auth»), one at a time. (§2.3) */
export function ModalHost() {
  const activeModal = useActiveModal();
  const { closeModal } = useShellActions();
  const authOpenings = useOpenings(activeModal === "auth");

  if (authOpenings === 0) return null;
  return (
    <Suspense fallback={null}>
      <AppAuthModal key={authOpenings} open={activeModal === "auth"} onClose={closeModal} />
    </Suspense>
  );
}
