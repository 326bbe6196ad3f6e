/** What the applicant actions tell in a toast, the same from the page and after a sign-in. */
export const APPLICANT_ACTION_TOASTS = {
  liked: "Вакансия добавлена в избранное",
  likeFailed: "Не удалось обновить избранное",
  applied: "Отклик отправлен",
  alreadyApplied: "Вы уже откликнулись на эту вакансию",
  applyFailed: "Не удалось откликнуться",
} as const;
