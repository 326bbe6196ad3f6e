import { SERVER_MESSAGES } from "@rabota/domain/errors";

/**
 * The gateway's own answer messages, each in one place beside the error codes of `errors.ts`.
 * Where the wire conventions fix a message (ARCHITECTURE.md: the English texts the front end
 * maps to Russian through the domain's `SERVER_MESSAGES`), the constant comes from the domain;
 * the others are the gateway's, grouped by the module that answers them.
 */

/** The auth calls' answers (codes, sign-up, sign-in, sessions). */
export const AUTH_REPLIES = {
  userFound: SERVER_MESSAGES.userFound,
  userNotFound: SERVER_MESSAGES.userNotFound,
  otherRole: SERVER_MESSAGES.emailTakenByOtherRole,
  alreadyRegistered: "user with such email already registered",
  invalidPassword: SERVER_MESSAGES.invalidPassword,
  loginLocked: SERVER_MESSAGES.loginLocked,
  invalidCode: SERVER_MESSAGES.invalidCode,
  codeExpired: SERVER_MESSAGES.codeExpired,
  codeSent: "code sent",
  codeVerified: "code verified",
  emailNotVerified: "email is not verified",
  companyNotFound: "company not found",
  passwordChanged: "password changed",
  loggedOut: "logged out",
  invalidRefresh: "invalid refresh token",
  refreshReused: "refresh token reused",
  refreshExpired: "refresh token expired",
} as const;

/** The profile calls' answers (the applicant's and the employer's). */
export const PROFILE_REPLIES = {
  notFound: "profile not found",
  notYourCompany: "not your company",
} as const;

/** The tests' answers (sittings, results, the test a vacancy asks for). */
export const TEST_REPLIES = {
  vacancyNotFound: "vacancy not found",
  sessionNotFound: "test session not found",
  notQualityTest: "Это не тест характеристик",
  notSkillTest: "Это не тест навыков",
  notThisVacancysTest: "Эта вакансия не просит такой тест",
  notInCatalogue: "Такого теста нет в каталоге",
  startFailed: "Не удалось начать тест, попробуйте ещё раз",
  unknownQuestion: "В этом тесте нет такого вопроса",
  unknownOption: "У вопроса нет такого варианта ответа",
  answerEverything: "Ответьте на все вопросы, чтобы завершить тест",
  expired: "Время на тест истекло: ответы больше не принимаются",
  finished: "Тест уже завершён: ответы больше не принимаются",
  retakeFrom: (title: string, date: string) => `Пройти тест «${title}» снова можно с ${date}`,
} as const;
