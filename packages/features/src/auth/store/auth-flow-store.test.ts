import { ApiError } from "@rabota/api-client";
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { describe, expect, it, vi } from "vitest";
import { type AuthFlowApi, createAuthFlowStore } from "./auth-flow-store";

const ok = "ok";

function apiError(status: number, serverMessage: string | null) {
  return new ApiError({
    code: "UNKNOWN",
    status,
    message: serverMessage ?? `Request failed with status ${status}`,
    serverMessage,
  });
}

/** An auth API answering from a table of known users; each call can be overridden. */
function fakeApi(overrides: Partial<AuthFlowApi> = {}) {
  const calls: string[] = [];
  const record =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.push(`${name} ${JSON.stringify(args[0] ?? null)}`);
      return fn(...args);
    };
  const api: AuthFlowApi = {
    checkEmail: record("checkEmail", async ({ email }) =>
      email === "known@rabota.ru" ? ("user found" as const) : ("user not found" as const),
    ),
    sendCode: record("sendCode", async () => ok),
    verifyCode: record("verifyCode", async () => ok),
    resetPassword: record("resetPassword", async () => ok),
    resetPasswordConfirm: record("resetPasswordConfirm", async () => ok),
    applicantSignup: record("applicantSignup", async () => ({
      id: "a1",
      role: "applicant" as const,
      companyId: null,
      consentRequired: false,
    })),
    employerSignup: record("employerSignup", async () => ({
      id: "e1",
      role: "employer" as const,
      companyId: "c1",
      consentRequired: false,
    })),
    listCompanies: record("listCompanies", async () => [{ id: "c1", companyName: "Яндекс" }]),
    searchAreas: record("searchAreas", async () => []),
    login: record("login", async () => ({
      id: "a1",
      role: "applicant" as const,
      companyId: null,
      consentRequired: false,
    })),
    ...overrides,
  };
  return { api, calls };
}

function flow(overrides: Partial<AuthFlowApi> = {}, onLoggedIn = vi.fn()) {
  let clock = 1_000_000;
  const { api, calls } = fakeApi(overrides);
  const store = createAuthFlowStore({ api, onLoggedIn, now: () => clock });
  return {
    store,
    calls,
    onLoggedIn,
    actions: store.getState().actions,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("mail step", () => {
  it("sends a code to a new user and shows the code step with a 59-second resend wait", async () => {
    const { store, actions, calls } = flow();
    await actions.submitEmail("new@rabota.ru", "employer");
    expect(store.getState()).toMatchObject({
      step: "code",
      email: "new@rabota.ru",
      role: "employer",
      isRecovery: false,
    });
    expect(store.getState().resendAvailableAt).toBe(1_000_000 + 59_000);
    expect(calls).toEqual([
      'checkEmail {"email":"new@rabota.ru","role":"employer"}',
      'sendCode {"email":"new@rabota.ru"}',
    ]);
  });

  it("asks a known user for the password", async () => {
    const { store, actions } = flow();
    await actions.submitEmail("known@rabota.ru", "applicant");
    expect(store.getState().step).toBe("login");
  });

  it("names the other role when the email belongs to it (409)", async () => {
    const { store, actions } = flow({
      checkEmail: async () => {
        throw apiError(409, "user with such email already registered with another role");
      },
    });
    await actions.submitEmail("boss@rabota.ru", "applicant");
    expect(store.getState()).toMatchObject({
      step: "mail",
      error: "Этот email уже используется для входа как работодатель",
    });
  });

  it("shows the server message, else «Произошла непредвиденная ошибка»", async () => {
    const withMessage = flow({
      checkEmail: async () => {
        throw apiError(429, "Слишком много попыток");
      },
    });
    await withMessage.actions.submitEmail("x@rabota.ru", "applicant");
    expect(withMessage.store.getState().error).toBe("Слишком много попыток");

    const bare = flow({
      checkEmail: async () => {
        throw new Error("boom");
      },
    });
    await bare.actions.submitEmail("x@rabota.ru", "applicant");
    expect(bare.store.getState().error).toBe("Произошла непредвиденная ошибка");
  });
});

describe("login step", () => {
  it("signs in and hands the session to the app", async () => {
    const { actions, onLoggedIn, calls } = flow();
    await actions.submitEmail("known@rabota.ru", "applicant");
    await actions.submitPassword("Secret123");
    expect(calls.at(-1)).toBe('login {"email":"known@rabota.ru","password":"Secret123"}');
    expect(onLoggedIn).toHaveBeenCalledWith(
      { id: "a1", role: "applicant", companyId: null, consentRequired: false },
      { kind: "login" },
    );
  });

  it("tells the app about a failed login in the store-level words", async () => {
    const failures: string[] = [];
    const wrong = createAuthFlowStore({
      api: fakeApi({
        login: async () => {
          throw apiError(401, "invalid password");
        },
      }).api,
      onLoggedIn: vi.fn(),
      onLoginFailed: (message) => failures.push(message),
    });
    await wrong.getState().actions.submitEmail("known@rabota.ru", "applicant");
    await wrong.getState().actions.submitPassword("Wrong123");
    const broken = createAuthFlowStore({
      api: fakeApi({
        login: async () => {
          throw new ApiError({ code: "SCHEMA", status: 200, message: "Unexpected response" });
        },
      }).api,
      onLoggedIn: vi.fn(),
      onLoginFailed: (message) => failures.push(message),
    });
    await broken.getState().actions.submitEmail("known@rabota.ru", "applicant");
    await broken.getState().actions.submitPassword("Secret123");
    expect(failures).toEqual(["invalid password", "Login failed: Invalid response from server."]);
    expect(broken.getState().error).toBe("Произошла ошибка входа");
  });

  it.each([
    ["invalid password", "Неправильный пароль"],
    ["user not found", "Неправильный логин"],
    ["something else", "Произошла ошибка входа"],
  ])("maps the server's %s to «%s»", async (message, shown) => {
    const { store, actions } = flow({
      login: async () => {
        throw apiError(401, message);
      },
    });
    await actions.submitEmail("known@rabota.ru", "applicant");
    await actions.submitPassword("Wrong123");
    expect(store.getState()).toMatchObject({ step: "login", error: shown, pending: false });
  });
});

describe("recovery", () => {
  it("goes login -> code -> createNewPassword -> login", async () => {
    const { store, actions, calls } = flow();
    await actions.submitEmail("known@rabota.ru", "applicant");
    await actions.startRecovery();
    expect(store.getState()).toMatchObject({ step: "code", isRecovery: true });
    await actions.submitCode("123456");
    expect(store.getState().step).toBe("createNewPassword");
    await actions.submitNewPassword("NewSecret1");
    expect(store.getState()).toMatchObject({ step: "login", isRecovery: false });
    expect(calls).toContain(
      'resetPasswordConfirm {"email":"known@rabota.ru","code":"123456","newPassword":"NewSecret1"}',
    );
  });

  it("reports recovery and reset failures in the catalogue's words", async () => {
    const { store, actions } = flow({
      resetPassword: async () => {
        throw new Error("offline");
      },
    });
    await actions.submitEmail("known@rabota.ru", "applicant");
    await actions.startRecovery();
    expect(store.getState().error).toBe("Не удалось отправить код восстановления");

    const reset = flow({
      resetPasswordConfirm: async (body) => {
        if (body.newPassword) throw new Error("offline");
        return ok;
      },
    });
    await reset.actions.submitEmail("known@rabota.ru", "applicant");
    await reset.actions.startRecovery();
    await reset.actions.submitCode("123456");
    await reset.actions.submitNewPassword("NewSecret1");
    expect(reset.store.getState()).toMatchObject({
      step: "createNewPassword",
      error: "Не удалось сбросить пароль",
    });
  });

  it("goes back from the recovery code to the login step", async () => {
    const { store, actions } = flow();
    await actions.submitEmail("known@rabota.ru", "applicant");
    await actions.startRecovery();
    actions.back();
    expect(store.getState().step).toBe("login");
  });
});

describe("registration", () => {
  async function toPassword(role: "applicant" | "employer") {
    const f = flow();
    await f.actions.submitEmail("new@rabota.ru", role);
    await f.actions.submitCode("654321");
    return f;
  }

  it("verifies the code with the toggle's label and asks for a password", async () => {
    const { store, calls } = await toPassword("employer");
    expect(calls.at(-1)).toBe(
      'verifyCode {"email":"new@rabota.ru","code":"654321","applicantType":"Ищу сотрудников"}',
    );
    expect(store.getState().step).toBe("createPassword");
  });

  it.each([
    ["invalid code", "Неправильный код"],
    ["code expired", "Срок действия кода истек"],
    [null, "Произошла ошибка при проверке кода"],
  ])("maps the code failure %s to «%s»", async (message, shown) => {
    const { store, actions } = flow({
      verifyCode: async () => {
        throw apiError(message === "code expired" ? 410 : 400, message);
      },
    });
    await actions.submitEmail("new@rabota.ru", "applicant");
    await actions.submitCode("000000");
    expect(store.getState()).toMatchObject({ step: "code", error: shown });
  });

  it("registers an applicant, who is then signed in: the flow is back on a blank mail step (§4)", async () => {
    const { store, actions, calls, onLoggedIn } = await toPassword("applicant");
    await actions.submitNewPassword("Secret123");
    expect(store.getState().step).toBe("registerApplicant");
    await actions.submitApplicantRegistration({
      name: "Иван",
      surname: "Иванов",
      birthDate: "01.01.1990",
      city: "Москва",
    });
    expect(calls.at(-1)).toBe(
      `applicantSignup {"applicant":{"user":{"email":"new@rabota.ru","password":"Secret123","name":"Иван","surname":"Иванов"},"city":"Москва","dateOfBirth":"1990-01-01"},"personalDataConsent":{"version":"${PERSONAL_DATA_CONSENT_VERSION}"}}`,
    );
    expect(store.getState()).toMatchObject({ step: "mail", email: "", password: "", code: "", error: null });
    expect(onLoggedIn).toHaveBeenCalledExactlyOnceWith(
      { id: "a1", role: "applicant", companyId: null, consentRequired: false },
      { kind: "signup", name: "Иван" },
    );
  });

  it("signs a new employer in with the sign-up's answer", async () => {
    const { actions, onLoggedIn } = await toPassword("employer");
    await actions.submitNewPassword("Secret123");
    await actions.submitEmployerRegistration({
      name: "Ольга",
      surname: "Петрова",
      companyName: "Новая",
      position: "HR",
    });
    expect(onLoggedIn).toHaveBeenCalledExactlyOnceWith(
      { id: "e1", role: "employer", companyId: "c1", consentRequired: false },
      { kind: "signup", name: "Ольга" },
    );
  });

  it("registers an employer with a chosen company or a new one", async () => {
    const chosen = await toPassword("employer");
    await chosen.actions.submitNewPassword("Secret123");
    expect(chosen.store.getState().step).toBe("registerEmployer");
    await chosen.actions.submitEmployerRegistration({
      name: "Ольга",
      surname: "Петрова",
      companyName: "Яндекс",
      companyId: "c1",
      position: "HR",
    });
    expect(chosen.calls.at(-1)).toContain('"company":{"id":"c1","companyName":"Яндекс"}');

    const fresh = await toPassword("employer");
    await fresh.actions.submitNewPassword("Secret123");
    await fresh.actions.submitEmployerRegistration({
      name: "Ольга",
      surname: "Петрова",
      companyName: "Новая",
      position: "HR",
    });
    expect(fresh.calls.at(-1)).toContain('"company":{"companyName":"Новая"}');
  });

  it("shows the server's registration message, else «Ошибка регистрации»", async () => {
    const { store, actions } = flow({
      applicantSignup: async () => {
        throw new Error("offline");
      },
    });
    await actions.submitEmail("new@rabota.ru", "applicant");
    await actions.submitCode("654321");
    await actions.submitNewPassword("Secret123");
    await actions.submitApplicantRegistration({
      name: "Иван",
      surname: "Иванов",
      birthDate: "01.01.1990",
      city: "Москва",
    });
    expect(store.getState()).toMatchObject({ step: "registerApplicant", error: "Ошибка регистрации" });
  });

  it("goes back from the forms to createPassword and from there to code", async () => {
    const { store, actions } = await toPassword("applicant");
    await actions.submitNewPassword("Secret123");
    actions.back();
    expect(store.getState().step).toBe("createPassword");
    actions.back();
    expect(store.getState().step).toBe("code");
    actions.back();
    expect(store.getState().step).toBe("mail");
  });
});

describe("resend and companies", () => {
  it("resends the code and restarts the wait, or says «Не удалось отправить код»", async () => {
    const f = flow();
    await f.actions.submitEmail("new@rabota.ru", "applicant");
    f.advance(60_000);
    await f.actions.resendCode();
    expect(f.store.getState().resendAvailableAt).toBe(1_000_000 + 60_000 + 59_000);

    const failing = flow({
      sendCode: vi.fn().mockResolvedValueOnce(ok).mockRejectedValueOnce(new Error("x")),
    });
    await failing.actions.submitEmail("new@rabota.ru", "applicant");
    await failing.actions.resendCode();
    expect(failing.store.getState().error).toBe("Не удалось отправить код");
  });

  it("loads companies, or reports «Не удалось загрузить список компаний»", async () => {
    const f = flow();
    await f.actions.loadCompanies("Янд");
    expect(f.store.getState()).toMatchObject({
      companiesStatus: "ready",
      companies: [{ id: "c1", companyName: "Яндекс" }],
    });
    expect(f.calls.at(-1)).toBe('listCompanies "Янд"');

    const failing = flow({
      listCompanies: async () => {
        throw new Error("x");
      },
    });
    await failing.actions.loadCompanies();
    expect(failing.store.getState()).toMatchObject({
      companiesStatus: "error",
      companiesError: "Не удалось загрузить список компаний",
    });
  });

  it("changes the email from the code step and resets on close", async () => {
    const f = flow();
    await f.actions.submitEmail("new@rabota.ru", "applicant");
    f.actions.changeEmail();
    expect(f.store.getState().step).toBe("mail");
    f.actions.reset();
    expect(f.store.getState()).toMatchObject({ step: "mail", email: "", error: null });
  });
});
