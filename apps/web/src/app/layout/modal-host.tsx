import type { ApiClient } from "@rabota/api-client";
import { welcomeMessage } from "@rabota/domain/format";
import type { SignInOutcome } from "@rabota/domain/transitions";
import type { AuthDto } from "@rabota/domain/wire/auth";
import type { SignedInVia } from "@rabota/features/auth";
import { useSessionActions } from "@rabota/features/session";
import { useActiveModal, useShellActions } from "@rabota/features/shell";
import { toast } from "@rabota/ui/toast";
import { lazy, Suspense, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { useApiClient } from "../api-client-context";
import { authFlowApiOf } from "../feature-apis";

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

/** Said when an employer (or a moderator) signs in from a heart or «Откликнуться», which only applicants may use (§6). */
const APPLICANT_ONLY_TOAST = {
  title: "Добавлять в избранное и откликаться могут только соискатели",
  description: "Вы вошли как работодатель, поэтому действие не выполнено.",
};
const MODERATOR_REFUSED_DESCRIPTION = "Вы вошли как модератор, поэтому действие не выполнено.";

/**
 * The guest's like or response, done as the new applicant before the session changes, so the
 * page, reloading for its new viewer, already shows it. The vacancies feature (and its
 * chunk) loads only when there is one.
 */
async function performPending(outcome: SignInOutcome, auth: AuthDto, api: ApiClient): Promise<void> {
  if (outcome.kind !== "stay" || !outcome.perform) return;
  const { resumeApplicantAction } = await import("@rabota/features/vacancies");
  await resumeApplicantAction(api.vacancy, outcome.perform, auth.id);
}

/**
 * The auth modal wired to the app: a successful login or sign-up stores the session and
 * closes the modal; where it leads is the domain's `afterSignIn` of the intent the modal
 * opened with: a plain sign-in goes to /profile (§4; a moderator's to /moderation), one that interrupted a guest stays on
 * their page and does the like or response they asked for — unless the account owes the
 * personal-data consent, which comes before anything else (the root layout asks for it). A
 * sign-up is welcomed by name. It waits for the API client's chunk inside the host's Suspense.
 */
function AppAuthModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApiClient();
  const session = useSessionActions();
  const navigate = useNavigate();
  const authApi = useMemo(() => authFlowApiOf(api), [api]);
  const onLoggedIn = async (auth: AuthDto, via: SignedInVia) => {
    const outcome = session.resolveSignIn(auth.role);
    if (!auth.consentRequired) await performPending(outcome, auth, api);
    await session.signedIn(auth);
    onClose();
    if (outcome.kind === "profile") navigate(paths.profile.href());
    if (outcome.kind === "moderation") navigate(paths.moderation.href());
    if (via.kind === "signup") toast({ variant: "success", title: welcomeMessage(via.name) });
    if (outcome.kind === "stay" && outcome.refused)
      toast({
        variant: "info",
        ...APPLICANT_ONLY_TOAST,
        ...(auth.role === "moderator" ? { description: MODERATOR_REFUSED_DESCRIPTION } : {}),
      });
  };
  return (
    <AuthModal
      open={open}
      onClose={onClose}
      api={authApi}
      legalLinks={LEGAL_LINKS}
      onLoginFailed={session.loginFailed}
      onLoggedIn={onLoggedIn}
    />
  );
}

/**
 * The modal host: shows the one active modal, one at a time (§2.3). It renders «auth»; the
 * import modal, «importVacancies», is rendered by the employer's vacancy page that owns its
 * flow and run (`pages/vacancies/employer-import.tsx`), opened and closed through the same
 * shell store, so the two never show together.
 */
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
