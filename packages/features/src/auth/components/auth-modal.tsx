import type { AuthDto } from "@rabota/domain/wire/auth";
import { IconButton } from "@rabota/ui/button";
import { ArrowLeftIcon } from "@rabota/ui/icon";
import { Modal } from "@rabota/ui/modal";
import { type ReactNode, useState } from "react";
import { AuthFlowProvider, useAuthFlowActions, useAuthStep } from "../store/auth-flow-context";
import {
  type AuthFlowApi,
  type AuthStep,
  createAuthFlowStore,
  type SignedInVia,
} from "../store/auth-flow-store";
import { type LegalLinks, LegalLinksProvider } from "./legal-links-context";
import { ApplicantRegistrationStep } from "./steps/applicant-registration-step";
import { CodeStep } from "./steps/code-step";
import { EmployerRegistrationStep } from "./steps/employer-registration-step";
import { LoginStep } from "./steps/login-step";
import { MailStep } from "./steps/mail-step";
import { NewPasswordStep } from "./steps/new-password-step";
import "./auth-modal.css";

const STEPS: Record<AuthStep, { title: string; body: () => ReactNode; hasBack: boolean }> = {
  mail: { title: "Вход и регистрация", body: () => <MailStep />, hasBack: false },
  code: { title: "Введите код", body: () => <CodeStep />, hasBack: true },
  login: { title: "Введите пароль", body: () => <LoginStep />, hasBack: true },
  createPassword: { title: "Создайте пароль", body: () => <NewPasswordStep key="create" />, hasBack: true },
  createNewPassword: {
    title: "Создайте новый пароль",
    body: () => <NewPasswordStep key="reset" />,
    hasBack: true,
  },
  registerApplicant: {
    title: "Введите информацию о себе",
    body: () => <ApplicantRegistrationStep />,
    hasBack: true,
  },
  registerEmployer: {
    title: "Введите информацию о себе",
    body: () => <EmployerRegistrationStep />,
    hasBack: true,
  },
};

export interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  /** The auth calls of the API client. */
  api: AuthFlowApi;
  /**
   * After a successful login or sign-up (which signs the user in too): the app stores the
   * session, closes the modal and goes where the sign-in leads.
   */
  onLoggedIn: (auth: AuthDto, via: SignedInVia) => void | Promise<void>;
  /** After a failed login, with the store-level message: the app clears the session. */
  onLoginFailed?: (message: string) => void;
  /** The consent checkbox's documents. */
  legalLinks: LegalLinks;
}

function AuthModalContent({ open, onClose }: Pick<AuthModalProps, "open" | "onClose">) {
  const step = useAuthStep();
  const { back } = useAuthFlowActions();
  const { title, body, hasBack } = STEPS[step];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      closeLabel="Закрыть"
      headerStart={
        hasBack ? (
          <IconButton label="Назад" icon={<ArrowLeftIcon />} variant="ghost" size="sm" onClick={back} />
        ) : null
      }
      data-step={step}
    >
      <div key={step} className="rb-auth">
        {body()}
      </div>
    </Modal>
  );
}

/**
 * The sign-in and registration modal (§2.4): seven steps with their back actions,
 * and the flow's error messages from the one catalogue (§8). Each opening starts a fresh flow.
 */
export function AuthModal({ open, onClose, api, onLoggedIn, onLoginFailed, legalLinks }: AuthModalProps) {
  const [store] = useState(() => createAuthFlowStore({ api, onLoggedIn, onLoginFailed }));
  return (
    <LegalLinksProvider value={legalLinks}>
      <AuthFlowProvider store={store}>
        <AuthModalContent open={open} onClose={onClose} />
      </AuthFlowProvider>
    </LegalLinksProvider>
  );
}
