import type { SignInIntent } from "@rabota/domain/transitions";
import { useSessionActions } from "@rabota/features/session";
import { useShellActions } from "@rabota/features/shell";
import { useCallback } from "react";

/**
 * The one way to open the sign-in modal: it remembers why (`intent`, null for a plain
 * sign-in from the header) in the session, so what follows the sign-in is decided by the
 * domain's `afterSignIn`, then opens the modal.
 */
export function useSignIn(): (intent?: SignInIntent | null) => void {
  const { signInRequested } = useSessionActions();
  const { openModal } = useShellActions();
  return useCallback(
    (intent = null) => {
      signInRequested(intent);
      openModal("auth");
    },
    [signInRequested, openModal],
  );
}
