/**
 * The client and the gateway's OpenAPI document cannot drift apart: every call of the client
 * is made once (or more) with sample arguments against a fetch that only records the request,
 * and each request must be an operation of the document — its method and templated path,
 * every query parameter declared, and its JSON body valid against the operation's
 * `requestBody` schema (Ajv, JSON Schema 2020-12). A call without a sample fails the test, so a
 * new call cannot slip past it.
 */
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type ApiClient, createApiClient } from "./client";

interface Operation {
  parameters?: { name: string; in: string; schema?: object }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: object }> };
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

/** One request a call made, as the gateway would receive it. */
interface Sent {
  method: string;
  path: string;
  query: string[];
  contentType: string | null;
  body: string | null;
}

const BASE_URL = "http://gateway.test";
const ID = "0b6c1b5e-6f0c-4a51-9a7a-2f1e4d3c2b1a";
const OTHER_ID = "5f0e2a9c-1d3b-4c7e-8a6f-9b2d1c0e3f4a";
const USER = {
  email: "new.user@rabota.test",
  password: "Secret-pass-2025",
  name: "Анна",
  surname: "Иванова",
};
const VACANCY = {
  title: "Бухгалтер",
  description: "<p>Первичная документация</p>",
  city: "Москва",
  skills: ["1С"],
  salaryFrom: 80_000,
  salaryTo: 120_000,
  status: "VACANCY_STATUS_DRAFT" as const,
};
const EMPLOYER = { user: USER, company: { companyName: "ООО «Ромашка»" }, position: "HR" };
const CONSENT = { version: PERSONAL_DATA_CONSENT_VERSION };

type Calls<Group> = {
  [Name in keyof Group as Group[Name] extends (...args: never[]) => unknown
    ? Name
    : never]: Group[Name] extends (...args: infer Args) => unknown ? Args[] : never;
};
/** Per call, the argument lists it is made with (several when its route depends on them). */
type Samples = { [Group in keyof ApiClient]: Calls<ApiClient[Group]> };

/** Calls outside the published API, and why. */
const OUTSIDE_THE_CONTRACT: Record<string, string> = {
  "dev.getOutbox": "the demo mail outbox of a test rig, hidden from the document",
};

const SAMPLES: Samples = {
  account: {
    export: [[]],
    giveConsent: [[PERSONAL_DATA_CONSENT_VERSION]],
    delete: [[USER.password]],
  },
  auth: {
    checkEmail: [[{ email: USER.email, role: "applicant" }]],
    sendCode: [[{ email: USER.email }]],
    verifyCode: [[{ email: USER.email, code: "123456" }]],
    resetPassword: [[{ email: USER.email }]],
    resetPasswordConfirm: [
      [{ email: USER.email, code: "123456" }],
      [{ email: USER.email, code: "123456", newPassword: "Another-pass-2025" }],
    ],
    applicantSignup: [
      [{ applicant: { user: USER, city: "Москва", dateOfBirth: "1990-05-17" } }],
      [{ applicant: { user: USER, city: "Москва", dateOfBirth: null }, personalDataConsent: CONSENT }],
    ],
    employerSignup: [
      [{ employer: EMPLOYER }],
      [{ employer: EMPLOYER, personalDataConsent: CONSENT }],
      [{ employer: { ...EMPLOYER, company: { id: ID, companyName: "Ромашка" } } }],
    ],
    listCompanies: [[], ["Ромашка"]],
    login: [[{ email: USER.email, password: USER.password }]],
    logout: [[]],
  },
  chat: {
    getSummary: [[]],
    getList: [[], [{ type: "unread", page: 2, perPage: 20 }]],
    getHistory: [[ID], [ID, { page: 1, perPage: 50 }]],
    getMessagesAfter: [[ID], [ID, OTHER_ID]],
    openForResponse: [[ID, OTHER_ID]],
  },
  company: {
    listMembers: [[ID]],
    decideRequest: [[ID, OTHER_ID, "approve"]],
    removeMember: [[ID, OTHER_ID]],
    requestAccess: [[ID]],
    responseRate: [[ID]],
    get: [[ID]],
    verify: [[ID, { inn: "7707083893" }]],
  },
  complaints: {
    reasons: [[]],
    create: [
      [{ targetType: "vacancy", targetId: ID, reason: "fraud" }],
      [{ targetType: "message", targetId: ID, reason: "other", text: "Просят перевести деньги за обучение" }],
    ],
  },
  moderation: {
    queue: [[]],
    decide: [[{ targetType: "vacancy", targetId: ID, decision: "restore", note: "Жалобы не подтвердились" }]],
    log: [[], [{ pageSize: 20, pageToken: "token" }]],
  },
  reviews: {
    list: [[ID], [ID, { pageSize: 10, pageToken: "token" }]],
    create: [
      [ID, { rating: 5, text: "Быстро ответили на отклик и честно рассказали о задачах" }],
      [
        ID,
        {
          rating: 2,
          text: "Собеседование перенесли трижды, зарплату назвали ниже",
          pros: "Офис",
          cons: "Сроки",
          signed: true,
        },
      ],
    ],
    update: [[ID, OTHER_ID, { rating: 4, text: "Быстро ответили на отклик и честно рассказали о задачах" }]],
    reply: [[ID, OTHER_ID, { text: "Спасибо за отзыв!" }]],
  },
  contest: {
    getScore: [[ID], [ID, [OTHER_ID]]],
    getFactors: [[ID, OTHER_ID]],
    getFormula: [[]],
  },
  dev: { getOutbox: [[USER.email]] },
  employer: {
    register: [[{ employer: EMPLOYER }], [{ employer: EMPLOYER, personalDataConsent: CONSENT }]],
    getProfile: [[ID]],
    updateProfile: [
      [ID, { name: "Анна", surname: "Иванова", position: "HR", phone: "+7 900 000-00-00" }],
      [
        ID,
        {
          name: "Анна",
          surname: "Иванова",
          position: "HR",
          company: { id: OTHER_ID, companyName: "ООО «Ромашка»" },
        },
      ],
    ],
    getCandidate: [[ID]],
    getCandidateApplications: [[ID]],
  },
  files: {
    requestUpload: [
      [
        ID,
        {
          fileType: "FILE_TYPE_AVATAR",
          parentStructId: ID,
          fileName: "me.png",
          contentType: "image/png",
          size: 10,
        },
      ],
    ],
    putBytes: [
      [
        `/v1/files/${ID}?op=put&exp=1&sig=abc`,
        new Blob([new Uint8Array(8)], { type: "image/png" }),
        { contentType: "image/png" },
      ],
    ],
    getDownloadUrl: [[ID, OTHER_ID]],
    deleteFile: [[ID, OTHER_ID]],
    uploadAvatar: [
      [ID, Object.assign(new Blob([new Uint8Array(8)], { type: "image/png" }), { name: "me.png" })],
    ],
  },
  areas: {
    search: [[], [{ search: "спб", pageSize: 5 }]],
    get: [["2"]],
    metro: [["1"]],
  },
  salaries: {
    professions: [[], [{ search: "разраб", pageSize: 5 }]],
    suggestProfession: [["Frontend-разработчик"]],
    get: [
      [{ professionId: "96" }],
      [{ professionId: "96", areaId: "92", experience: "EXPERIENCE_1_TO_3_YEARS" }],
    ],
    vacancies: [[{ professionId: "96" }], [{ professionId: "96", areaId: "92" }]],
    elsewhere: [[{ professionId: "96" }], [{ professionId: "96", areaId: "92" }]],
  },
  hidden: {
    list: [[]],
    hideVacancy: [[ID]],
    showVacancy: [[ID]],
    hideCompany: [[ID]],
    showCompany: [[ID]],
    setWords: [[["стажёр", "продажи"]]],
  },
  import: {
    getAuthorizeUrl: [[]],
    getCounts: [["hh-code", "state-123"]],
    startImport: [[{ hhCode: "hh-code", folders: ["VACANCY_STATUS_ACTIVE"], company: { id: ID } }]],
    getLatestRun: [[]],
  },
  profile: {
    getApplicantProfile: [[ID]],
    updateApplicantProfile: [[ID, { name: "Анна", surname: "Иванова", city: "Москва", skills: ["Excel"] }]],
    getSkills: [[], ["Exc"]],
    getQualities: [[], ["отв"]],
    getVisibility: [[ID]],
    setVisibility: [
      [ID, { searchable: false }],
      [
        ID,
        {
          searchable: true,
          fields: { surname: true, photo: false, birthDate: false, contacts: true, employers: true },
          hiddenFrom: [OTHER_ID],
        },
      ],
    ],
    searchCompanies: [[ID], [ID, "Ромаш"]],
    getViews: [[ID]],
    getContactRequests: [[]],
    decideContactRequest: [
      [ID, "accept"],
      [ID, "decline"],
    ],
  },
  candidates: {
    search: [
      [],
      [
        {
          search: "бухгалтер",
          areaId: ["1", "2"],
          experience: ["EXPERIENCE_1_TO_3_YEARS"],
          salaryTo: 120_000,
          skills: ["1С", "Excel"],
          testName: "SKILL_EXCEL",
          updatedSince: "2026-11-01",
        },
        { pageSize: 20, pageToken: "token" },
      ],
    ],
    total: [[], [{ skills: ["1С"], areaId: ["1"] }]],
    get: [[ID]],
    requestContacts: [
      [ID, { message: "Здравствуйте! Хотим предложить вам работу" }],
      [ID, { message: "Есть вакансия бухгалтера", vacancyId: OTHER_ID }],
    ],
  },
  searches: {
    list: [[]],
    create: [
      [{ name: "Бухгалтер в Москве", filter: { city: ["Москва"], search: "бухгалтер" }, alert: "DAILY" }],
    ],
    update: [[ID, { name: "Бухгалтер", filter: {}, alert: "OFF" }]],
    remove: [[ID]],
    markOpened: [[ID]],
  },
  tests: {
    getCatalogue: [[]],
    startProfileTest: [
      [ID, "QUALITY_MINI_IPIP"],
      [ID, "SKILL_EXCEL"],
    ],
    startVacancyTest: [[ID, "SKILL_EXCEL"]],
    getSession: [[ID]],
    answer: [[ID, "item-1", 2]],
    finish: [[ID]],
    getApplicantTests: [[ID]],
    getMessages: [[ID]],
  },
  vacancy: {
    getVacancies: [
      [],
      [
        { search: "бухгалтер", city: ["Москва"], skills: ["1С", "Excel"], salaryFrom: 50_000 },
        { pageSize: 20, pageToken: "token" },
      ],
    ],
    getVacancyTotal: [
      [],
      [{ city: ["Москва", "Казань"] }],
      [{ areaId: ["1913", "1"], metroStationId: ["2.122"] }],
    ],
    getVacancy: [[ID]],
    recordVacancyView: [[ID, OTHER_ID]],
    likeVacancy: [[ID, OTHER_ID]],
    unlikeVacancy: [[ID, OTHER_ID]],
    getFavouriteVacancies: [[ID]],
    getViewedVacancies: [[ID], [ID, "week"]],
    getApplicantResponses: [[ID], [ID, "rejected"]],
    getRecommendedVacancies: [[ID], [ID, 3]],
    getSimilarVacancies: [[ID], [ID, 4]],
    applyToVacancy: [[ID, OTHER_ID]],
    deleteVacancies: [[[ID, OTHER_ID]]],
    getVacancyApplications: [[ID], [ID, "coefficient"]],
    updateApplicationStatus: [[ID, OTHER_ID, "RESPONSE_STATUS_VIEWED"]],
    createVacancy: [
      [VACANCY],
      [
        {
          ...VACANCY,
          areaId: "1",
          address: { street: "ул. Тверская", building: "7" },
          metroStationIds: ["2.122"],
        },
      ],
    ],
    replaceVacancy: [[ID, { ...VACANCY, status: "VACANCY_STATUS_ACTIVE" }]],
    setVacancyStatus: [[ID, "VACANCY_STATUS_ARCHIVED"]],
    prolongVacancy: [[ID]],
    setVacancyTest: [
      [ID, "SKILL_EXCEL"],
      [ID, null],
    ],
    inviteApplicant: [[ID, OTHER_ID, "Приходите на собеседование в понедельник"]],
    undoRejection: [[ID, OTHER_ID]],
  },
  session: { refresh: [[]] },
};

/** A fetch that records each request and answers 400, so every call stops after its first request. */
function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === "GET" ? null : await request.text();
    sent.push({
      method: request.method,
      path: url.pathname,
      query: [...new Set(url.searchParams.keys())],
      contentType: request.headers.get("content-type"),
      body: body === "" ? null : body,
    });
    return new Response(JSON.stringify({ message: "recorded", code: "VALIDATION" }), {
      status: 400,
      headers: { "content-type": "application/json" },
    });
  };
}

/** Every call of a client, as `group.name`. */
function callsOf(client: ApiClient): string[] {
  return Object.entries(client).flatMap(([group, calls]) =>
    Object.entries(calls)
      .filter(([, call]) => typeof call === "function")
      .map(([name]) => `${group}.${name}`),
  );
}

/** Runs one call with `args`, returning the requests it made. */
async function record(call: string, args: unknown[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  const client = createApiClient({ baseUrl: BASE_URL, fetch: recordingFetch(sent), onFatalStatus: () => {} });
  const [group = "", name = ""] = call.split(".");
  const fn = (client as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>)[
    group
  ]?.[name];
  await fn?.(...args).catch(() => undefined);
  return sent;
}

/**
 * The document's operation for a request: its method and a path template matching the path,
 * with the path's values for the template's parameters.
 */
function operationOf(document: OpenApiDocument, sent: Sent) {
  for (const [template, operations] of Object.entries(document.paths)) {
    const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "([^/]+)")}$`);
    const operation = operations[sent.method.toLowerCase()];
    const match = pattern.exec(sent.path);
    if (operation && match) {
      const values = names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")] as const);
      return { operation, pathValues: new Map(values) };
    }
  }
  return undefined;
}

/** What is wrong with a request against the document; empty when it matches an operation. */
function contractProblems(
  document: OpenApiDocument,
  sent: Sent,
  compile: (schema: object) => ValidateFunction,
) {
  const found = operationOf(document, sent);
  if (!found) return [`${sent.method} ${sent.path} is no operation of the document`];
  const { operation, pathValues } = found;
  const problems: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== "path" || !parameter.schema) continue;
    const value = pathValues.get(parameter.name);
    if (!compile(parameter.schema)(value))
      problems.push(`path parameter ${parameter.name} = ${value} does not match`);
  }
  // A query parameter is declared as a parameter, or as the operation's security scheme (the
  // signature `sig` of a signed address is the `signedUrl` scheme, not a parameter).
  const schemes = document.components?.securitySchemes ?? {};
  const schemeNames = (operation.security ?? [])
    .flatMap((requirement) => Object.keys(requirement))
    .map((scheme) => schemes[scheme])
    .filter((scheme) => scheme?.type === "apiKey" && scheme.in === "query")
    .map((scheme) => scheme?.name ?? "");
  const declared = new Set([
    ...(operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    ...schemeNames,
  ]);
  for (const name of sent.query)
    if (!declared.has(name)) problems.push(`query parameter ${name} is not declared`);
  const mediaType = sent.contentType?.split(";")[0]?.trim() ?? "";
  const content = operation.requestBody?.content;
  if (sent.body === null) {
    if (operation.requestBody?.required) problems.push("the operation requires a body and none was sent");
  } else if (!content?.[mediaType]) {
    problems.push(`a ${mediaType || "body"} body is not what the operation takes`);
  } else if (mediaType === "application/json") {
    const validate = compile(content[mediaType].schema);
    if (!validate(JSON.parse(sent.body)))
      problems.push(`body does not match: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  }
  return problems;
}

describe("the client against the gateway's OpenAPI document", () => {
  let document: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compile = (schema: object) => ajv.compile(schema);
  beforeAll(async () => {
    const response = await fetch(`${inject("gatewayUrl")}/v1/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });

  it("has a sample for every call of the client, and no sample for a call it lacks", () => {
    const calls = callsOf(createApiClient({ baseUrl: BASE_URL }));
    const sampled = Object.entries(SAMPLES).flatMap(([group, calls]) =>
      Object.keys(calls).map((name) => `${group}.${name}`),
    );
    expect(calls.filter((call) => !sampled.includes(call))).toEqual([]);
    expect(sampled.filter((call) => !calls.includes(call))).toEqual([]);
  });

  it("makes every call as an operation of the document: method, path, query and body", async () => {
    const problems: string[] = [];
    for (const [group, calls] of Object.entries(SAMPLES)) {
      for (const [name, argLists] of Object.entries(calls as Record<string, unknown[][]>)) {
        const call = `${group}.${name}`;
        if (OUTSIDE_THE_CONTRACT[call]) continue;
        for (const args of argLists) {
          const sent = await record(call, args);
          if (sent.length === 0) problems.push(`${call}: made no request`);
          for (const request of sent) {
            for (const problem of contractProblems(document, request, compile))
              problems.push(`${call}: ${problem}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("catches a call that drifts from the document", () => {
    const wrongPath: Sent = {
      method: "GET",
      path: "/v1/vacancies",
      query: [],
      contentType: null,
      body: null,
    };
    const wrongMethod: Sent = { ...wrongPath, method: "PATCH", path: `/v1/profile/${ID}` };
    const wrongQuery: Sent = { ...wrongPath, path: "/v1/vacancy", query: ["filter.colour"] };
    const wrongBody: Sent = {
      method: "POST",
      path: "/v1/auth/login",
      query: [],
      contentType: "application/json",
      body: JSON.stringify({ email: USER.email }),
    };
    for (const request of [wrongPath, wrongMethod, wrongQuery, wrongBody]) {
      expect(contractProblems(document, request, compile), `${request.method} ${request.path}`).not.toEqual(
        [],
      );
    }
  });
});
