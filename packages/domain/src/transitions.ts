/**
 * The state transitions of spec §4 as pure functions: the vacancy list (load more, likes,
 * applying, deleting), the chat (selection, live events), the auth modal's steps and resend
 * countdown, the remembered session, and the import dialog's rules. Stores call these;
 * they hold no state themselves.
 */
export {
  authBackStep,
  formatCountdown,
  registrationStep,
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
export { buildImportRequest, canImport, importCountFor } from "./transitions/import";
export {
  clearStoredSession,
  readStoredSession,
  type SessionStorageLike,
  type StoredSession,
  writeStoredSession,
} from "./transitions/session";
export {
  appendNewVacancies,
  type CountedList,
  hasMorePages,
  isLikedPath,
  markVacancyApplied,
  markVacancyTestStarted,
  removeVacancies,
  setVacancyLiked,
  unlikeVacancy,
} from "./transitions/vacancy-list";
