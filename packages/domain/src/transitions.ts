/**
 * The product's state transitions as pure functions (§4): the vacancy list (load more,
 * likes, applying, deleting), the auth modal's steps and resend countdown, the remembered
 * session, what follows a sign-in (a guest's pending intent); and drafts for the wave-2
 * features (the chat's selection and live events, the import dialog's rules, a started test). Stores call these; they hold no state themselves.
 */
export {
  authBackStep,
  registrationStep,
  resendAvailableAt,
  resendButtonLabel,
  resendSecondsLeft,
  STEP_AFTER_NEW_PASSWORD,
  STEP_AFTER_SIGNUP,
  stepAfterCheckEmail,
  stepAfterCode,
} from "./transitions/auth-flow";
export {
  acknowledgeMessage,
  type LiveChatState,
  markMessagesRead,
  receiveLiveMessage,
  selectChat,
} from "./transitions/chat";
export {
  failMessage,
  mergeStoredMessages,
  newestStoredId,
  queueOwnMessage,
  replayStartId,
  retryMessage,
} from "./transitions/chat-thread";
export {
  buildImportRequest,
  canImport,
  IMPORT_POLL_MS,
  importCountFor,
  isImportRunActive,
  nextImportPollDelay,
} from "./transitions/import";
export {
  clearStoredSession,
  readStoredSession,
  type SessionStorageLike,
  writeStoredSession,
} from "./transitions/session";
export {
  afterSignIn,
  type PendingApplicantAction,
  type SignInIntent,
  type SignInOutcome,
} from "./transitions/sign-in-intent";
export {
  appendNewVacancies,
  hasMorePages,
  markVacancyApplied,
  markVacancyTestStarted,
  removeVacancies,
  setVacancyLiked,
  unlikeVacancy,
} from "./transitions/vacancy-list";
