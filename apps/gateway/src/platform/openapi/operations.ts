import { AVATAR_CONTENT_TYPES } from "@rabota/domain/constants";

/**
 * What the OpenAPI document says about each operation beyond its schemas: a Russian summary
 * (after the calls of spec §7), a description where the spec or the wire conventions add
 * something, and the route's own error answers (status → what it means, with the wire
 * message and the text the app shows for it, §8). Keyed by `METHOD /path` as Fastify
 * spells the route (`:param`). A route missing here is still published, with its schemas,
 * tag and generic errors; an entry naming no route fails the document test.
 */

/** The document's tags: the first segment of a path under `/v1` (and `/auth`), in the spec's order. */
export const TAGS = [
  { name: "auth", description: "Вход, регистрация, коды подтверждения и восстановление пароля (§7 Auth)" },
  {
    name: "profile",
    description: "Профиль соискателя, подсказки навыков и качеств, файлы профиля, тесты (§7 Profile)",
  },
  { name: "employer", description: "Работодатель и кандидаты его компании (§7 Employer)" },
  { name: "company", description: "Компания: участники, заявки на вступление, скорость ответов" },
  {
    name: "vacancy",
    description: "Вакансии: список, карточка, избранное, просмотренные, отклики (§7 Vacancies)",
  },
  { name: "hidden", description: "Скрытые вакансии, компании и слова соискателя" },
  {
    name: "candidates",
    description: "Поиск резюме для работодателей: только профили, которые соискатель открыл для поиска",
  },
  { name: "searches", description: "Сохранённые поиски и оповещения о новых вакансиях" },
  { name: "tests", description: "Тесты: каталог, прохождение, результаты" },
  { name: "contest", description: "Конкурсный балл соискателя и его формула" },
  { name: "import", description: "Импорт вакансий с hh.ru (§7 Import)" },
  {
    name: "chat",
    description: "Чат по HTTP; события Socket.IO описаны в README пакета @rabota/api-client (§7 Chat)",
  },
  { name: "files", description: "Подписанные адреса загрузки и скачивания файлов" },
  {
    name: "areas",
    description: "Справочник мест: страны, регионы и населённые пункты с кодами hh.ru, метро городов",
  },
  { name: "professions", description: "Справочник профессий: профессиональные роли hh.ru с их сферами" },
  {
    name: "salaries",
    description: "Статистика зарплат: сколько платят в профессии и месте, по вакансиям за 12 месяцев",
  },
  {
    name: "account",
    description: "Данные человека (152-ФЗ): согласие на обработку, выгрузка всех данных и удаление аккаунта",
  },
];

/** The tag of a path: its first segment after `/v1` (or `/auth` for the older login). */
export function tagOf(url: string): string {
  const segments = url.split("/").filter((segment) => segment !== "");
  return (segments[0] === "v1" ? segments[1] : segments[0]) ?? "api";
}

export interface OperationNotes {
  summary: string;
  description?: string;
  /** The route's own error statuses → what they mean. */
  errors?: Record<number, string>;
  /** Answers that are not JSON (no response schema says them): status → OpenAPI response object. */
  responses?: Record<number, object>;
  /** A body that is not JSON: its content types and JSON Schema. */
  body?: { consumes: string[]; schema: object };
  /** Who may call, where no guard says it: the two calls that read the refresh cookie. */
  security?: Record<string, string[]>[];
}

const IMAGE_TYPES = [...AVATAR_CONTENT_TYPES];
/** Raw bytes: in OpenAPI 3.1 the media type says what they are, the schema only describes them. */
const BINARY = { description: "Байты файла" };

const LOGIN_ERRORS = {
  401: "`invalid password` — приложение показывает «Неправильный пароль»",
  404: "`user not found` — приложение показывает «Неправильный логин»",
  429: "Слишком много попыток входа (общий счётчик обоих входов): повторите после `Retry-After`",
};

const CODE_ERRORS = {
  400: "`invalid code` — «Неправильный код» (или ошибка полей в `issues`)",
  410: "`code expired` — «Срок действия кода истек» (код живёт 5 минут, после 5 неверных попыток недействителен)",
};

export const OPERATIONS: Record<string, OperationNotes> = {
  "POST /v1/auth/check-email": {
    summary: "Проверить, зарегистрирован ли email и с какой ролью",
    description: "Ответ `message`: `user found` или `user not found`.",
    errors: {
      409: "`user with such email already registered with another role` — «Этот email уже используется для входа как {другая роль}»",
    },
  },
  "POST /v1/auth/send-code": {
    summary: "Отправить код подтверждения регистрации на email",
    description: "Код из 6 цифр действует 5 минут; повторная отправка — не раньше чем через 59 секунд.",
    errors: { 429: "Код уже отправлен менее 59 секунд назад, или слишком много запросов с адреса" },
  },
  "POST /v1/auth/verify-code": { summary: "Проверить код подтверждения регистрации", errors: CODE_ERRORS },
  "POST /v1/auth/reset-password": { summary: "Отправить код восстановления пароля на email" },
  "POST /v1/auth/reset-password/confirm": {
    summary: "Проверить код восстановления; с `newPassword` — задать новый пароль",
    errors: CODE_ERRORS,
  },
  "POST /v1/auth/applicant/signup": {
    summary: "Зарегистрировать соискателя и войти",
    description: "Ставит cookie сессии.",
    errors: { 409: "Email уже зарегистрирован" },
  },
  "POST /v1/auth/employer/signup": {
    summary: "Зарегистрировать работодателя (в существующей или новой компании) и войти",
    description: "Ставит cookie сессии.",
    errors: { 409: "Email уже зарегистрирован" },
  },
  "POST /v1/auth/list-companies": { summary: "Найти компании для регистрации работодателя (`search`)" },
  "POST /v1/auth/login": {
    summary: "Войти по email и паролю",
    description: "Ответ `auth.id` и `auth.role`; ставит cookie сессии (доступ и обновление).",
    errors: LOGIN_ERRORS,
  },
  "POST /v1/auth/refresh": {
    summary: "Обновить сессию (новая пара cookie)",
    description:
      "Клиент вызывает его один раз на 401 (остальные запросы ждут), затем повторяет исходный запрос. " +
      "Повторное использование уже заменённой cookie обновления отзывает всю цепочку сессий.",
    errors: { 401: "Cookie обновления нет, она истекла или отозвана: нужно войти снова" },
    security: [{ refresh: [] }],
  },
  "POST /v1/auth/logout": {
    summary: "Выйти: отозвать сессию и стереть её cookie",
    description: "Без cookie обновления тоже отвечает 200: выходить уже неоткуда.",
    security: [{ refresh: [] }, {}],
  },
  "POST /auth/login": {
    summary: "Прежний вход: токен для `Authorization: Bearer`",
    description: "Для старых клиентов: без cookie и без обновления; когда токен истёк, клиент входит снова.",
    errors: LOGIN_ERRORS,
  },

  "GET /v1/profile/:applicantId": { summary: "Профиль соискателя (только свой)" },
  "PUT /v1/profile/:applicantId": {
    summary: "Сохранить профиль соискателя",
    description: "Ответ — профиль как сохранён; 400 с `issues` ничего не меняет.",
  },
  "GET /v1/profile/skills": { summary: "Подсказки навыков по строке `search`" },
  "GET /v1/profile/qualities": { summary: "Подсказки личных качеств по строке `search`" },
  "PUT /v1/profile/files/:parentId": {
    summary: "Получить подписанный адрес для загрузки файла профиля",
    description: "Файл затем отправляется методом PUT на `uploadUrl` с его типом содержимого.",
    errors: {
      413: "Заявленный размер больше допустимого",
      415: "Тип файла не поддерживается",
      429: "Слишком много несохранённых загрузок",
    },
  },
  "GET /v1/profile/files/:parentId/:fileId": { summary: "Адрес для скачивания файла профиля" },
  "DELETE /v1/profile/files/:parentId/:fileId": {
    summary: "Удалить файл профиля",
    responses: { 204: { description: "Файл удалён" } },
  },
  "GET /v1/profile/employer/:employerId": { summary: "Профиль работодателя с его компанией (только свой)" },
  "PUT /v1/profile/employer/:employerId": { summary: "Сохранить профиль работодателя" },
  "GET /v1/profile/test/:applicantId": { summary: "Сообщения о тестах соискателя" },
  "POST /v1/profile/test/characteristics/session": {
    summary: "Начать тест личных качеств",
    description: "Ответ `testUrl` — страница прохождения в приложении.",
    errors: { 409: "Тест можно пересдать не раньше `retakeFrom` (30 дней после прошлой попытки)" },
  },
  "POST /v1/profile/test/skill/session": {
    summary: "Начать тест навыков",
    description: "Ответ `testUrl` — страница прохождения в приложении.",
    errors: { 409: "Тест можно пересдать не раньше `retakeFrom` (30 дней после прошлой попытки)" },
  },

  "POST /v1/employer/register": { summary: "Зарегистрировать работодателя" },
  "GET /v1/employer/candidates/:applicantId": {
    summary: "Профиль кандидата с контактами — для компании, на вакансию которой он откликнулся",
  },
  "GET /v1/employer/candidates/:applicantId/responses": { summary: "Отклики кандидата на вакансии компании" },

  "GET /v1/company/:companyId/members": { summary: "Участники компании и заявки на вступление" },
  "POST /v1/company/:companyId/members/request": {
    summary: "Попросить доступ к компании снова",
    errors: { 409: "Заявка уже ждёт решения или доступ уже есть" },
  },
  "POST /v1/company/:companyId/members/:employerId/decision": {
    summary: "Принять или отклонить заявку на вступление",
    errors: { 409: "Заявка уже решена" },
  },
  "DELETE /v1/company/:companyId/members/:employerId": {
    summary: "Исключить участника компании",
    errors: { 409: "Нельзя исключить последнего активного участника" },
  },
  "GET /v1/company/:companyId/response-rate": { summary: "Как компания отвечает на отклики за 90 дней" },
  "GET /v1/company/:companyId/reviews": {
    summary: "Отзывы о компании, новые сначала, с её средней оценкой и числом отзывов",
    description:
      "Публично. Соискателю ещё `mine` (его отзыв в любом состоянии) и `canReview` (может ли он написать отзыв сейчас).",
  },
  "POST /v1/company/:companyId/reviews": {
    summary: "Написать отзыв о компании (оценка 1–5, текст 30–3 000 символов)",
    errors: {
      403: "Писать отзыв может только соискатель, откликавшийся на вакансии компании или приглашённый ею",
      409: "Отзыв этого соискателя об этой компании уже есть — его можно изменить",
    },
  },
  "PUT /v1/company/:companyId/reviews/:reviewId": {
    summary: "Изменить свой отзыв",
    errors: { 404: "Отзыва нет или он не ваш" },
  },
  "POST /v1/company/:companyId/reviews/:reviewId/reply": {
    summary: "Ответ компании на отзыв (один, публичный; только активный участник компании)",
    errors: { 409: "Компания уже ответила на этот отзыв" },
  },
  "GET /v1/complaints/reasons": { summary: "Причины жалоб с их подписями" },
  "POST /v1/complaints": {
    summary: "Пожаловаться на вакансию, компанию, отзыв или сообщение в чате",
    description:
      "Одна жалоба от человека на одну цель. Когда жалуются трое разных людей, вакансия или отзыв скрываются отовсюду до решения модератора.",
    errors: {
      403: "Жалоба на своё (свою вакансию, компанию, отзыв, сообщение)",
      404: "Цели нет или она не видна этому человеку",
      409: "Этот человек уже пожаловался на эту цель",
    },
  },
  "GET /v1/moderation/queue": {
    summary:
      "Очередь модератора: цели с открытыми жалобами и первые публикации новых компаний, старые сначала",
  },
  "POST /v1/moderation/decisions": {
    summary: "Решение модератора: вернуть, удалить, заблокировать компанию или автора",
    description:
      "Закрывает жалобы на цель; каждый пожаловавшийся получает письмо с итогом, владелец удалённого — с причиной.",
    errors: { 404: "Открытых жалоб на эту цель нет" },
  },
  "GET /v1/moderation/log": { summary: "Журнал решений модераторов: кто, что, когда и почему" },
  "GET /v1/company/:companyId": {
    summary:
      "Публичная карточка компании: проверка в реестре, рейтинг по отзывам, доля ответов, открытые вакансии",
    errors: { 404: "Компании нет (или её заблокировал модератор)" },
  },

  "GET /v1/vacancy": {
    summary: "Список вакансий по фильтрам",
    description:
      "Фильтры передаются как `filter.{name}` (массивы — повтором параметра); страница `pageSize` (10 по умолчанию, " +
      "не больше 50) и непрозрачный `pageToken`; ответ `vacancies` и `nextPageToken` (нет на последней странице).",
  },
  "POST /v1/vacancy": {
    summary: "Создать вакансию в компании вызывающего",
    description: "Черновик, если не указан `status`.",
  },
  "GET /v1/vacancy/total": { summary: "Сколько вакансий подходит под фильтры (с пометкой `capped`)" },
  "GET /v1/vacancy/:id": {
    summary: "Карточка вакансии с личными отметками вызывающего",
    description: "Черновик видит только его компания; остальным — 404.",
  },
  "PUT /v1/vacancy/:id": { summary: "Заменить все поля вакансии своей компании" },
  "POST /v1/vacancy/:id/status": {
    summary: "Опубликовать или перенести в архив вакансию своей компании",
    errors: { 409: "Опубликованную вакансию нельзя вернуть в черновик" },
  },
  "POST /v1/vacancy/:id/prolong": {
    summary: "Продлить срок жизни вакансии",
    errors: { 409: "Продлить можно только опубликованную вакансию" },
  },
  "POST /v1/vacancy/delete": {
    summary: "Удалить вакансии своей компании",
    description: "Всё или ничего: чужая вакансия в списке — 403, и ничего не удаляется.",
  },
  "POST /v1/vacancy/:id/view/:applicantId": { summary: "Отметить вакансию просмотренной соискателем" },
  "POST /v1/vacancy/:id/like/:applicantId": { summary: "Добавить вакансию в избранное" },
  "DELETE /v1/vacancy/:id/like/:applicantId": { summary: "Убрать вакансию из избранного" },
  "GET /v1/vacancy/favourites/:applicantId": { summary: "Избранные вакансии соискателя" },
  "GET /v1/vacancy/recommended/:applicantId": {
    summary: "Подходящие вакансии для профиля соискателя, с причинами",
    description:
      "Только сам соискатель (без сессии — 401, чужой — 403). Активные вакансии по навыкам, желаемым должностям и профессиям, городу или удалённой работе, зарплате от желаемой и тестам, пройденным за 12 месяцев; лучшие первыми. Каждая — с причиной одной фразой («Совпадает: SQL, Python; ваш город») и её частями в `matched`. Скрытые соискателем вакансии, компании и слова, а также вакансии с его откликом не попадают.",
  },
  "GET /v1/vacancy/:id/similar": {
    summary: "Похожие вакансии",
    description:
      "Публично, как страница вакансии: активные вакансии той же профессии, с общими навыками и словами в названии, затем того же места; сама вакансия не входит. Вошедшему соискателю не показываются скрытые им вакансии и компании. Неизвестная или не опубликованная вакансия — 404.",
  },
  "GET /v1/vacancy/viewed/:applicantId": { summary: "Просмотренные вакансии (`filter`: today, week)" },
  "GET /v1/vacancy/response/:applicantId": {
    summary: "Отклики соискателя (`filter`: viewed, not_viewed, rejected)",
  },
  "POST /v1/vacancy/:id/response/:applicantId": {
    summary: "Откликнуться на вакансию",
    errors: { 409: "Отклик уже отправлен, или вакансия в архиве" },
  },
  "GET /v1/vacancy/:id/responses": { summary: "Отклики на вакансию своей компании (`sort`)" },
  "POST /v1/vacancy/:id/responses/:applicantId/status": { summary: "Изменить статус отклика" },
  "POST /v1/vacancy/:id/responses/:applicantId/invitation": {
    summary: "Пригласить откликнувшегося с сообщением",
  },
  "DELETE /v1/vacancy/:id/responses/:applicantId/rejection": {
    summary: "Отменить отказ",
    errors: { 409: "Время на отмену отказа прошло" },
  },
  "POST /v1/vacancy/test/session": {
    summary: "Начать тест, который требует вакансия",
    description: "Ответ `testUrl`; действующий прежний результат засчитывается.",
  },
  "PUT /v1/vacancy/:id/test": { summary: "Назначить вакансии тест (или снять его)" },

  "GET /v1/account/export": {
    summary: "Скачать мои данные",
    description:
      "Всё, что «Работа» хранит о вошедшем человеке, одним JSON-документом (`format`, `version`); отдаётся файлом `rabota-data-YYYY-MM-DD.json` (`Content-Disposition: attachment`). Только свои данные: путь не называет аккаунт.",
  },
  "POST /v1/account/consent": {
    summary: "Дать согласие на обработку персональных данных",
    description:
      "Для аккаунта, созданного через API без согласия (в ответах входа `auth.consentRequired: true`): записывает версию текста согласия и время; после этого `consentRequired` — `false`. Только свой аккаунт: путь не называет аккаунт.",
    errors: {
      400: "Версия не совпадает с действующей (`PERSONAL_DATA_CONSENT_VERSION`) — «Версия согласия на обработку персональных данных не совпадает с действующей: …»",
    },
  },
  "DELETE /v1/account": {
    summary: "Удалить аккаунт (с паролем)",
    description:
      "Завершает все сеансы на всех репликах, стирает личные данные, обезличивает то, что остаётся у других (отклики, чаты), и присылает письмо-подтверждение; адрес можно зарегистрировать снова (docs/decisions/018).",
    errors: { 403: "«Неверный пароль. Аккаунт не удалён.» — ничего не изменилось" },
  },

  "GET /v1/profile/:applicantId/visibility": {
    summary: "Видимость резюме: открыто ли для поиска, какие поля видны, от каких компаний скрыто",
  },
  "PUT /v1/profile/:applicantId/visibility": {
    summary: "Изменить видимость резюме",
    description:
      "Каждое изменение записывается как согласие на распространение персональных данных (152-ФЗ ст. 10.1): что разрешено, версия текста, время. Отзыв действует сразу: следующий поиск профиль не найдёт.",
    errors: { 400: "hiddenFrom называет несуществующую компанию: «Такой компании нет»; ничего не сохранено" },
  },
  "GET /v1/profile/:applicantId/visibility/companies": {
    summary: "Компании, от которых можно скрыть резюме",
  },
  "GET /v1/profile/:applicantId/views": {
    summary: "Кто смотрел моё резюме: компании и даты (без имён сотрудников)",
  },
  "GET /v1/profile/contact-requests": { summary: "Запросы контактов, полученные соискателем" },
  "POST /v1/profile/contact-requests/:requestId/decision": {
    summary: "Ответить на запрос контактов (accept — открыть контакты компании, decline — отклонить)",
    errors: { 404: "Запроса нет или он адресован другому соискателю", 409: "На этот запрос уже ответили" },
  },
  "GET /v1/candidates": {
    summary: "Поиск резюме: новые обновления первыми, страницы по 20",
    description:
      "Только для активных сотрудников компании. Карточка содержит лишь то, что соискатель разрешил; контактов в ней нет никогда.",
  },
  "GET /v1/candidates/total": { summary: "Сколько резюме подходит под фильтры" },
  "GET /v1/candidates/:applicantId": {
    summary: "Открыть найденное резюме (просмотр записывается и виден соискателю)",
    errors: {
      404: "Профиль не открыт для поиска или скрыт от этой компании (404, а не 403: существование не раскрывается)",
      429: "Компания открыла 200 резюме за сутки",
    },
  },
  "POST /v1/candidates/:applicantId/contact-requests": {
    summary: "Запросить контакты соискателя; они откроются компании только после его согласия",
    errors: {
      404: "Профиль не найден для этой компании",
      409: "Запрос этой компании уже ждёт ответа или принят",
    },
  },
  "GET /v1/hidden": { summary: "Скрытые вакансии, компании и слова соискателя" },
  "PUT /v1/hidden/vacancies/:id": { summary: "Скрыть вакансию" },
  "DELETE /v1/hidden/vacancies/:id": { summary: "Вернуть скрытую вакансию" },
  "PUT /v1/hidden/companies/:id": { summary: "Скрыть вакансии компании" },
  "DELETE /v1/hidden/companies/:id": { summary: "Вернуть вакансии скрытой компании" },
  "PUT /v1/hidden/words": { summary: "Задать слова, по которым вакансии скрываются" },
  "GET /v1/areas": {
    summary: "Подсказки мест по началу названия",
    description:
      "Без учёта регистра, ё/е, дефисов и лишних пробелов; знает короткие названия (СПб, Питер, Мск, Екб, Нск, НН, Ростов). " +
      "Сначала точное совпадение, затем крупные города. Пустой `search` — самые крупные места. Публичный вызов.",
    errors: { 400: "`pageSize` вне 1–50 или `search` длиннее 100 символов" },
  },
  "GET /v1/areas/:id": {
    summary: "Место по коду hh.ru с родителями (город → регион → страна)",
    errors: { 404: "`area not found` — такого кода нет в справочнике" },
  },
  "GET /v1/areas/:id/metro": {
    summary: "Линии и станции метро города (пустой список, если метро нет)",
    errors: { 404: "`area not found` — такого кода нет в справочнике" },
  },

  "GET /v1/professions": {
    summary: "Подсказки профессий по словам названия или сферы",
    description:
      "Каждое слово — начало слова в названии профессии или сферы; сначала названия, начинающиеся с запроса. Публичный вызов.",
    errors: { 400: "`pageSize` вне 1–200 или `search` длиннее 100 символов" },
  },
  "GET /v1/professions/suggestion": {
    summary: "Профессия по названию вакансии",
    description:
      "Та профессия, которую получит вакансия с таким названием, если работодатель не выберет другую; `null`, если название ни одной не называет.",
  },
  "GET /v1/salaries": {
    summary: "Зарплаты в профессии и месте",
    description:
      "Процентили оплаты (в рублях в месяц до вычета НДФЛ; «на руки» пересчитано по шкале НДФЛ 2025 года) по активным вакансиям и закрытым за 12 месяцев; " +
      "регион включает свои города, без `areaId` — Россия. Меньше 5 вакансий — цифры `null`. Обновляется задачей в течение минуты после изменения вакансии. Публичный вызов.",
    errors: {
      400: "Неизвестная или неверная профессия (`professionId`) или место (`areaId`) — поле названо в `issues`",
    },
  },

  "GET /v1/searches": { summary: "Сохранённые поиски соискателя" },
  "POST /v1/searches": {
    summary: "Сохранить поиск с оповещением",
    errors: { 409: "Уже сохранено 20 поисков" },
  },
  "PUT /v1/searches/:id": { summary: "Изменить сохранённый поиск" },
  "DELETE /v1/searches/:id": { summary: "Удалить сохранённый поиск" },
  "POST /v1/searches/:id/opened": { summary: "Отметить, что новые вакансии поиска просмотрены" },
  "GET /v1/searches/:id/unsubscribe": {
    summary: "Страница отписки от оповещений (ссылка из письма)",
    description:
      "Только показывает страницу с кнопкой «Отписаться», ничего не меняя: ссылку из письма открывают и " +
      "почтовые сканеры. Кнопка отправляет форму на `POST` по тому же адресу.",
    responses: {
      200: {
        description: "Страница с названием поиска и кнопкой «Отписаться» (или о том, что поиск уже удалён)",
        content: { "text/html": { schema: { type: "string" } } },
      },
      403: {
        description: "Подпись ссылки неверна: страница об этом",
        content: { "text/html": { schema: { type: "string" } } },
      },
    },
  },
  "POST /v1/searches/:id/unsubscribe": {
    summary: "Отписаться от оповещений в один клик (RFC 8058)",
    description:
      "Почтовый клиент отправляет `List-Unsubscribe=One-Click`; разрешение — подпись `sig` в адресе. " +
      "Ответ — JSON `{ message }`, а форме со страницы отписки (`Accept: text/html`) — страница о том, что рассылка отключена.",
    body: {
      consumes: ["application/x-www-form-urlencoded"],
      schema: {
        type: "object",
        properties: { "List-Unsubscribe": { const: "One-Click" } },
        description: "Тело не обязательно: разрешение — подпись в адресе",
      },
    },
    responses: {
      200: {
        description: "Оповещения выключены",
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["message"],
              properties: { message: { const: "unsubscribed" } },
            },
          },
          "text/html": { schema: { type: "string", maxLength: 4096 } },
        },
      },
    },
    errors: { 403: "Подпись ссылки неверна" },
  },

  "GET /v1/tests": { summary: "Каталог тестов" },
  "GET /v1/tests/applicant/:applicantId": {
    summary: "Тесты соискателя: статус, результат, когда можно пересдать",
  },
  "GET /v1/tests/sessions/:sessionId": { summary: "Прохождение теста: вопросы, сохранённые ответы, срок" },
  "PUT /v1/tests/sessions/:sessionId/answers/:itemId": {
    summary: "Ответить на вопрос теста",
    errors: { 409: "Время на тест истекло или тест уже завершён" },
  },
  "POST /v1/tests/sessions/:sessionId/finish": { summary: "Завершить прохождение и получить результат" },

  "GET /v1/contest/formula": { summary: "Формула конкурсного балла: веса и пояснения" },
  "GET /v1/contest/:applicantId": {
    summary: "Конкурсный балл соискателя",
    description: "`fullScore`, `vacanciesCoefficients` и составляющие балла.",
  },
  "GET /v1/contest/:applicantId/vacancies/:vacancyId": {
    summary: "Из чего сложился коэффициент по вакансии",
  },

  "GET /v1/import/hh/authorize": { summary: "Адрес авторизации на hh.ru для импорта" },
  "GET /v1/import/hh/:code": {
    summary: "Сколько активных и архивных вакансий доступно для импорта",
    errors: {
      400: "`state` не тот, что выдан этому пользователю",
      502: "hh.ru не ответил — «Не удалось получить информацию о вакансиях. Попробуйте снова.»",
    },
  },
  "POST /v1/import/hh": {
    summary: "Запустить импорт вакансий с hh.ru",
    description:
      "Тело: `hhCode`, `folders` (один статус вакансий), `company`. Импорт ставится в очередь (202).",
    errors: {
      409: "`IMPORT_RUNNING`: предыдущий импорт компании ещё идёт; или этот код hh.ru уже использован",
    },
  },
  "GET /v1/import/hh/runs/latest": { summary: "Последний импорт компании и его итоги" },

  "GET /v1/chat/summary": { summary: "Работает ли чат и сколько непрочитанных сообщений" },
  "GET /v1/chat/list": { summary: "Список чатов: чат поддержки первым, затем по последней активности" },
  "GET /v1/chat/:chatId": {
    summary: "История чата постранично (страница 0 — последние 50 сообщений)",
    errors: { 403: "Вызывающий не участник чата" },
  },
  "GET /v1/chat/:chatId/messages": { summary: "Сообщения после `after` (догнать после разрыва соединения)" },
  "POST /v1/chat/response/:vacancyId/:applicantId": { summary: "Открыть чат по отклику" },

  "PUT /v1/files/:fileId": {
    summary: "Загрузить байты изображения по подписанному адресу",
    description:
      "Адрес (`op`, `exp`, `sig`) выдаёт `PUT /v1/profile/files/{parentId}`; он и есть разрешение.",
    body: { consumes: IMAGE_TYPES, schema: BINARY },
    responses: { 204: { description: "Файл сохранён" } },
    errors: {
      403: "Подпись неверна или адрес истёк",
      413: "Файл слишком большой",
      415: "Не изображение, или не того типа, что был заявлен",
    },
  },
  "GET /v1/files/:fileId": {
    summary: "Получить файл по подписанному адресу",
    responses: {
      200: {
        description: "Байты изображения",
        content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: BINARY }])),
      },
      302: { description: "Файл лежит в хранилище S3: переход на его подписанный адрес" },
    },
    errors: { 403: "Подпись неверна или адрес истёк" },
  },
};

/** The notes of an operation, by its method and Fastify path (a trailing slash ignored). */
export function operationNotes(method: string, url: string): OperationNotes | undefined {
  return OPERATIONS[`${method} ${url.replace(/(.)\/$/, "$1")}`];
}
