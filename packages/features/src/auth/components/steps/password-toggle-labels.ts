/** Accessible names of the password field's show/hide toggle. */
export const PASSWORD_TOGGLE_LABELS = {
  showPasswordLabel: "Показать пароль",
  hidePasswordLabel: "Скрыть пароль",
} as const;
