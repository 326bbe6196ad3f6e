import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@rabota/ui/card";
import { Link } from "@rabota/ui/link";
import {
  ConsentProvider,
  useConsentActions,
  useConsentError,
  useConsentPending,
} from "../store/consent-context";
import type { ConsentApi } from "../store/consent-store";
import "./consent-prompt.css";

export interface ConsentPromptProps {
  /** The account calls of the API client. */
  api: ConsentApi;
  /** The consent was recorded: the app goes on to the page. */
  onAccepted: () => void;
  /** «Выйти»: the person declines, and the app signs them out. */
  onSignOut: () => void;
  /** The personal-data consent's text, as the registration checkbox links it. */
  personalDataPolicyHref: string;
}

function ConsentPromptContent({
  onSignOut,
  personalDataPolicyHref,
}: Omit<ConsentPromptProps, "api" | "onAccepted">) {
  const pending = useConsentPending();
  const error = useConsentError();
  const { accept } = useConsentActions();
  return (
    <Card className="rb-consent" variant="elevated" padding="lg">
      <CardHeader>
        <CardTitle level={1}>Согласие на обработку персональных данных</CardTitle>
      </CardHeader>
      <CardContent className="rb-consent__content">
        <p className="rb-consent__text">
          Ваш аккаунт создан без согласия на обработку персональных данных. Чтобы продолжить, прочитайте{" "}
          <Link href={personalDataPolicyHref} external externalLabel="откроется в новой вкладке">
            согласие на обработку персональных данных
          </Link>{" "}
          и примите его.
        </p>
        {error ? (
          <p className="rb-consent__error" role="alert">
            {error}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="rb-consent__actions">
        <Button loading={pending} onClick={() => void accept()}>
          Принимаю
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onSignOut}>
          Выйти
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * What an account made without the personal-data consent sees at sign-in before anything else
 * (issue 41): the consent's text to read, «Принимаю» to give it, «Выйти» to leave without it.
 * The app shows it in place of the page until the consent is recorded.
 */
export function ConsentPrompt({ api, onAccepted, ...content }: ConsentPromptProps) {
  return (
    <ConsentProvider api={api} onAccepted={onAccepted}>
      <ConsentPromptContent {...content} />
    </ConsentProvider>
  );
}
