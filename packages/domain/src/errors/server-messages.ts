/**
 * The `message` texts the gateway answers with. Kept apart from the UI texts because the
 * client compares against these (a wrong password, an expired code) to choose its own text.
 */
import { IMAGE_MAX_SIDE_PX } from "../constants";

/** The `message` values the gateway answers with (docs/architecture.md, "Wire conventions"). */
export const SERVER_MESSAGES = {
  userFound: "user found",
  userNotFound: "user not found",
  emailTakenByOtherRole: "user with such email already registered with another role",
  invalidPassword: "invalid password",
  invalidCode: "invalid code",
  codeExpired: "code expired",
  /**
   * 429 of a login while the account is locked after repeated wrong passwords (the gateway's
   * README, "Sign-in throttling"); already Russian, so the modal shows it as it is.
   */
  loginLocked:
    "Слишком много неверных попыток входа. Вход в этот аккаунт временно приостановлен, попробуйте позже",
  /** 429 of an upload address asked for while too many uploads wait unsaved; Russian, shown as is. */
  tooManyUnsavedUploads: "Слишком много несохранённых загрузок. Сохраните изменения или попробуйте позже",
  /** 400 of an upload whose real dimensions are too large; Russian, shown as is by the upload field. */
  imageTooLarge: `Изображение слишком большое: не больше ${IMAGE_MAX_SIDE_PX} × ${IMAGE_MAX_SIDE_PX} пикселей`,
} as const;
