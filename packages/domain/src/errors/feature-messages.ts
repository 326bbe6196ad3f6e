/**
 * The failure texts of single features (employer profile, company membership, import, saved
 * searches): each block is read by its feature's store and, where the gateway refuses
 * with the same words, by the gateway.
 */

// ---------------------------------------------------------------- employer profile (§8)

/** What the employer profile shows when its profile did not load or did not save (§8). */
export const EMPLOYER_PROFILE_MESSAGES = {
  fetchFailed: "Failed to fetch employer profile.",
  updateFailed: "Failed to update employer profile.",
} as const;

// ---------------------------------------------------------------- company membership (issue 12)

/**
 * Company membership texts. The gateway answers a company-scoped call of a member who is not
 * active with the `forbidden` text of the member's status (403); the UI shows the `notice`
 * of that status instead of the company's data.
 */
export const COMPANY_ACCESS_MESSAGES = {
  forbidden: {
    pending: "Доступ к компании ещё не открыт: заявку должен одобрить сотрудник компании.",
    rejected: "Доступ к компании закрыт: сотрудник компании отклонил вашу заявку.",
    removed: "Доступ к компании закрыт: вас удалили из сотрудников компании.",
  },
  notice: {
    pending: "Заявка на доступ к компании отправлена. Доступ откроется, когда её одобрит сотрудник компании.",
    rejected:
      "Сотрудник компании отклонил вашу заявку на доступ. Данные компании вам недоступны; если это ошибка, свяжитесь с компанией.",
    removed:
      "Вас удалили из сотрудников компании. Данные компании вам больше недоступны; если это ошибка, свяжитесь с компанией.",
  },
  /** 403: the path names a company the caller is no active member of. */
  otherCompany: "Это не ваша компания: её данные доступны только её сотрудникам.",
  /** 404: no such member or request in the caller's company. */
  memberNotFound: "Такой заявки или сотрудника в вашей компании нет.",
  /** 409: the request was decided already (by a colleague, or in another tab). */
  alreadyDecided: "Эта заявка уже рассмотрена.",
  /** 409: removing someone who is not an active member. */
  notActive: "Этот сотрудник уже не состоит в компании.",
  /** 409: the last active member cannot leave the company without anyone to let others in. */
  lastMember: "Нельзя удалить последнего сотрудника с доступом к компании.",
  /** 409: asking to join again while the request still waits (a second click, another tab). */
  alreadyPending: "Заявка на доступ к компании уже отправлена и ждёт решения.",
  /** 409: asking to join again while being an active member. */
  alreadyActive: "У вас уже есть доступ к компании.",
  /** The UI's failure text of «Запросить доступ снова». */
  requestFailed: "Не удалось отправить заявку на доступ. Попробуйте ещё раз.",
  /** The UI's failure texts of the decisions. */
  decideFailed: "Не удалось сохранить решение. Попробуйте ещё раз.",
  loadFailed: "Не удалось загрузить сотрудников компании.",
} as const;

// ---------------------------------------------------------------- import (§2.5, §5, §8)

/** Vacancy import dialog messages (§2.5, §5, §8). */
export const IMPORT_MESSAGES = {
  /** The counts did not load. */
  countFailed: "Не удалось получить информацию о вакансиях. Попробуйте снова.",
  /** The import call failed. */
  importFailed: "Произошла ошибка во время импорта. Пожалуйста, повторите попытку.",
  /** No authorization code or no company id: the import cannot start. */
  missingData: "Отсутствуют необходимые данные для импорта. Профиль компании не загружен.",
  /** 409 `IMPORT_RUNNING`: the company's previous import is still queued or running. */
  alreadyRunning: "Импорт вакансий этой компании уже идёт. Дождитесь его завершения и попробуйте снова.",
  /** Success step title and message. */
  successTitle: "Процесс импорта",
  success: "Импорт запущен! Ваши вакансии скоро появятся в общем списке.",
  /** The gateway did not give hh.ru's authorization address. */
  authorizeFailed: "Не удалось открыть страницу авторизации hh.ru. Попробуйте снова.",
  /** The employer pressed «Отказаться» on hh.ru's consent page (`error=access_denied`). */
  accessDenied:
    "Вы не разрешили доступ к профилю на hh.ru, поэтому вакансии не импортированы. Чтобы импортировать их, привяжите профиль снова и разрешите доступ.",
} as const;

// ---------------------------------------------------------------- saved searches (issue 26)

/** What the gateway answers (and the page shows) when a saved search is refused. */
export const SAVED_SEARCH_MESSAGES = {
  /** The 21st search. */
  tooMany: "Можно сохранить не больше 20 поисков",
  notFound: "Поиск не найден",
  /** A filter of the body is not one the list takes (an unknown name, a wrong value). */
  badFilter: "Фильтры поиска заданы неверно",
  /** The unsubscribe link is not one the gateway signed (altered or made up). */
  badLink: "Ссылка для отписки недействительна",
  /** The store's fallbacks when the gateway gave no message. */
  loadFailed: "Не удалось загрузить сохранённые поиски",
  saveFailed: "Не удалось сохранить поиск",
} as const;
