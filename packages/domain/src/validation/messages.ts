/** The names of the field rules, in the order the product spec lists them (§5). */
export const RULE_NAMES = [
  "required",
  "email",
  "phone",
  "name",
  "site",
  "number",
  "year",
  "textOnly",
  "date",
  "password",
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** The Russian message of each rule, word for word as the product spec gives it (§5). */
export const VALIDATION_MESSAGES: Readonly<Record<RuleName, string>> = {
  required: "Поле обязательно для заполнения",
  email: "Введите корректный email",
  phone: "Введите корректный телефон",
  name: "Введите корректное значение",
  site: "Введите корректный URL сайта",
  number: "Введите корректное число",
  year: "Введите корректный год",
  textOnly: "Поле не должно содержать цифры",
  date: "Введите корректную дату рождения",
  password: "Пароль должен содержать не менее 8 символов, заглавные и строчные буквы, цифры",
};

/** New-password forms: the confirmation differs from the password (§5). */
export const PASSWORDS_MISMATCH_MESSAGE = "Пароли не совпадают";

/**
 * Messages the spec does not word (it only says what must hold); ours, kept in one place
 * so the forms, the gateway and the tests use the same text.
 */
export const EXTRA_VALIDATION_MESSAGES = {
  /** The code step needs exactly 6 characters (§5); the UI disables «Далее» meanwhile. */
  codeLength: "Код должен состоять из 6 символов",
  /** Submit needs the consent checkbox (§5). */
  consent: "Необходимо дать согласие на обработку персональных данных",
  /**
   * A consent to another text than the one in force (`PERSONAL_DATA_CONSENT_VERSION`): a page
   * loaded before the text changed, or a client that sent a version of its own.
   */
  consentVersion:
    "Версия согласия на обработку персональных данных не совпадает с действующей: обновите страницу и дайте согласие заново",
  /** A field longer than its cap (a protection against huge inputs, not a spec rule). */
  tooLong: "Слишком длинное значение",
  /** An experience period that starts in the future or ends before it starts. */
  period: "Введите корректный период",
  /** A one-line field (a title, a name, a city) with a line break or a control character in it. */
  singleLine: "Введите значение одной строкой, без переносов и служебных символов",
} as const;
