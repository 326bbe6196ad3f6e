import { SERVER_MESSAGES } from "@rabota/domain/errors";

/**
 * The gateway's own answer messages, each in one place beside the error codes of `errors.ts`.
 * Where the wire conventions fix a message (docs/architecture.md, "Wire conventions": the English texts the front end
 * maps to Russian through the domain's `SERVER_MESSAGES`), the constant comes from the domain;
 * the others are the gateway's, grouped by the module that answers them.
 */

/** What any request may be answered, whatever its route. */
export const REQUEST_REPLIES = {
  /** PostgreSQL cannot store the character, and no field of the spec needs it. */
  nul: "Текст содержит недопустимый символ (NUL)",
  /** A body nested deeper than any request of the API. */
  tooDeep: "Слишком глубокая вложенность данных в запросе",
  /** The database is unreachable: nothing was decided, the client may try again. */
  unavailable: "Сервис временно недоступен, попробуйте ещё раз через несколько секунд",
  /** A state-changing request from a page of another site (the Origin check). */
  originNotAllowed: "origin not allowed",
} as const;

/** 404s: the thing a path or body names is not there (or not there for this caller). */
export const NOT_FOUND_REPLIES = {
  vacancy: "vacancy not found",
  company: "company not found",
  response: "response not found",
  file: "file not found",
  profile: "profile not found",
  testSession: "test session not found",
  area: "area not found",
  contactRequest: "contact request not found",
} as const;

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
  passwordChanged: "password changed",
  loggedOut: "logged out",
  invalidRefresh: "invalid refresh token",
  refreshReused: "refresh token reused",
  refreshExpired: "refresh token expired",
  banned: "Аккаунт заблокирован модератором за нарушение правил «Работы»",
} as const;

/** The profile calls' answers (the applicant's and the employer's). */
export const PROFILE_REPLIES = {
  notYourCompany: "not your company",
  // The applicant's city (issue 40), at sign-up (under `applicant.areaId`) and in the profile.
  unknownArea: "Города с таким кодом нет в справочнике мест",
} as const;

/** The tests' answers (sittings, results, the test a vacancy asks for). */
export const TEST_REPLIES = {
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

/** The gateway's answers about the import (Russian: the modal may show them as they are). */
export const IMPORT_REPLIES = {
  off: "Импорт вакансий с hh.ru не настроен на этом сервере",
  badState: "Ссылка с hh.ru устарела или открыта не из вашего профиля. Нажмите «Привязать профиль» ещё раз",
  codeUsed: "Этот код авторизации hh.ru уже использован. Нажмите «Привязать профиль» ещё раз",
  codeRefused: "hh.ru не принял код авторизации. Нажмите «Привязать профиль» ещё раз",
  notEmployer: "Этот профиль hh.ru — не профиль работодателя. Войдите на hh.ru как работодатель",
  hhFailed: "hh.ru не ответил или ответил ошибкой. Попробуйте ещё раз",
  codeNotLinked: "Этот код hh.ru не привязан к вашей компании. Нажмите «Привязать профиль» ещё раз",
  otherCompany: "Импортировать можно только в свою компанию",
  queued: "Импорт запущен",
} as const;

/** Russian reasons a run or a vacancy failed, as the import's progress shows them. */
export const IMPORT_FAILURE_REASONS = {
  notFound: "Вакансия не найдена на hh.ru (удалена или недоступна)",
  unlinked: "Доступ к hh.ru отозван или истёк: привяжите профиль hh.ru заново",
  hhDown: "hh.ru долго не отвечает: импорт остановлен, повторите его позже",
  otherVacancy: "hh.ru прислал другую вакансию вместо запрошенной",
  gaveUp: "Импорт прерывался слишком много раз и остановлен, повторите его",
} as const;

/** The vacancy calls' answers beyond their fields' rules. */
export const VACANCY_REPLIES = {
  invalidPageToken: "invalid page token",
  notPublished: "archived vacancies and drafts are shown only to their company",
  prolongNotPublished: "only a published vacancy can be prolonged",
  publishedToDraft: "Опубликованную вакансию нельзя вернуть в черновики: отправьте её в архив",
  // A vacancy's place (issue 40): each 400 carries an issue under the field it names.
  unknownArea: "Города вакансии с таким кодом нет в справочнике мест",
  unknownCity: "Город вакансии не найден в справочнике мест: проверьте название",
  metroWithoutCity: "Станции метро указываются вместе с городом вакансии",
  metroOfAnotherCity: "Станция метро — не из города вакансии",
  // Moderation (issue 42).
  held: "Вакансия на проверке у модераторов: опубликовать её можно будет после их решения",
  removed: "Вакансию удалил модератор — опубликовать её снова нельзя",
  companyBlocked: "Компания заблокирована модератором: публиковать вакансии нельзя",
} as const;

/** The responses' answers (applying, answering, undoing a rejection, the candidate rule). */
export const RESPONSE_REPLIES = {
  alreadyApplied: "already applied",
  vacancyArchived: "vacancy is archived",
  undoTooLate: "rejection can no longer be undone",
  notYourCandidate: "not a candidate of your company",
} as const;

/** The chat's answers over HTTP. */
export const CHAT_REPLIES = {
  invalidMessageId: "invalid message id",
  notMember: "not a member of this chat",
  notParty: "not a party to this response",
} as const;

/** The files' answers: upload addresses, signatures, stored files. */
export const FILE_REPLIES = {
  parentMismatch: "parentStructId must equal the path's parent id",
  contentTypeAndSizeRequired: "contentType and size are required",
  addressExpired: "address expired",
  badSignature: "signature does not match",
  notForDownload: "this address does not allow downloads",
  notForUpload: "this address does not allow uploads",
  addressUsed: "upload address already used",
  addressInvalid: "upload address is not valid",
  notUploaded: "file not uploaded",
  uploadsGoToObjectStore: "uploads go to the object store",
} as const;
