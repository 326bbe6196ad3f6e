import { ConsentPrompt } from "@rabota/features/auth";
import { useSessionActions } from "@rabota/features/session";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { useApiClient } from "../api-client-context";

/**
 * The consent prompt wired to the app (loaded only for an account that owes the consent): the
 * root layout shows it in place of the page. «Принимаю» records the consent and the page
 * follows; «Выйти» signs out as the header's «Выйти» does. It suspends until the API client's
 * chunk has loaded.
 */
export function ConsentGate() {
  const api = useApiClient();
  const session = useSessionActions();
  const navigate = useNavigate();
  const signOut = async () => {
    await session.logout();
    navigate(paths.home.href());
  };
  return (
    <ConsentPrompt
      api={api.account}
      onAccepted={session.consentGiven}
      onSignOut={() => void signOut()}
      personalDataPolicyHref={paths.personalDataPolicy.href()}
    />
  );
}
