import type {
  ApplicantTestDto,
  TestCatalogueEntry,
  TestMessageDto,
  TestSessionDto,
  TestSessionResponse,
} from "@rabota/domain/wire/tests";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** What the tests feature needs from the API; the app wires it to `apiClient.tests`. */
export interface TestsApi {
  getCatalogue(): Promise<TestCatalogueEntry[]>;
  getApplicantTests(applicantId: string): Promise<ApplicantTestDto[]>;
  getMessages(applicantId: string): Promise<TestMessageDto[]>;
  startProfileTest(applicantId: string, testName: string): Promise<TestSessionResponse>;
  getSession(sessionId: string): Promise<TestSessionDto>;
  answer(sessionId: string, itemId: string, option: number): Promise<TestSessionDto>;
  finish(sessionId: string): Promise<TestSessionDto>;
  /** «Показывать работодателям результаты теста характеристик»: the applicant's choice. */
  getSharing(applicantId: string): Promise<boolean>;
  setSharing(applicantId: string, value: boolean): Promise<void>;
}

/** The outcome of starting a test: where to take it, or the message to show (a 409 carries its date). */
type StartResult = { ok: true; testUrl: string } | { ok: false; message: string };

const TEXTS = {
  overviewFailed: "Не удалось загрузить тесты",
  startFailed: "Не удалось начать тест",
  sessionFailed: "Не удалось открыть тест",
  answerFailed: "Ответ не сохранён, попробуйте ещё раз",
} as const;

export interface TestsState {
  /** The applicant's tests overview (the profile's «Тесты» section). */
  applicantId: string | null;
  status: LoadStatus;
  error: string | null;
  catalogue: readonly TestCatalogueEntry[];
  results: readonly ApplicantTestDto[];
  messages: readonly TestMessageDto[];
  /** Whether employers see the characteristics result; null when it could not be read. */
  sharing: boolean | null;
  starting: string | null;

  /** The sitting of the test page. */
  session: TestSessionDto | null;
  sessionStatus: LoadStatus;
  sessionError: { status: number; message: string } | null;
  /** The question on screen (starts at the first unanswered one, so a reload resumes there). */
  index: number;
  saving: boolean;
  /** Whether «Завершить тест» is on its way. */
  finishing: boolean;
  answerError: string | null;
  /** Server clock minus device clock, so the timer follows the gateway's deadline. */
  clockOffsetMs: number;

  actions: {
    /** Loads the catalogue, the applicant's results and the messages. */
    load: (applicantId: string) => Promise<void>;
    /** Changes the sharing choice at once; a refusal takes it back (and rejects). */
    setSharing: (value: boolean) => Promise<void>;
    /** Starts (or resumes) a profile test; resolves to its address or the reason it may not start. */
    start: (testName: string) => Promise<StartResult>;
    /** Opens a sitting at its first unanswered question. */
    openSession: (sessionId: string) => Promise<void>;
    /** Saves the answer to the question on screen as soon as it is given. */
    answer: (option: number) => Promise<void>;
    /** Moves to the next question. */
    next: () => void;
    /** Closes the sitting; the result arrives with it. */
    finish: () => Promise<void>;
    /** Re-reads the sitting (the deadline passed: the gateway has closed it). */
    refreshSession: () => Promise<void>;
  };
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 500;
}

/** Where a freshly read sitting starts: its first unanswered question, within bounds. */
function startIndex(session: TestSessionDto): number {
  return Math.min(Math.max(0, session.current), session.questions.length - 1);
}

/** Creates the tests store: the applicant's overview and the sitting being taken. */
export function createTestsStore(api: TestsApi) {
  // Answers given faster than the gateway confirms them: each save is counted, and a
  // confirmation keeps the answers given after it (answers are never withdrawn).
  let pendingSaves = 0;
  // Finishing waits for every save still on its way, so the last answer always counts.
  let inFlight: Promise<unknown> = Promise.resolve();
  return createStore<TestsState>()((set, get) => {
    const takeSession = (session: TestSessionDto) =>
      set({ session, clockOffsetMs: Date.parse(session.now) - Date.now() });

    return {
      applicantId: null,
      status: "idle",
      error: null,
      catalogue: [],
      results: [],
      messages: [],
      sharing: null,
      starting: null,
      session: null,
      sessionStatus: "idle",
      sessionError: null,
      index: 0,
      saving: false,
      finishing: false,
      answerError: null,
      clockOffsetMs: 0,
      actions: {
        async load(applicantId) {
          set({ applicantId, status: "loading", error: null });
          try {
            const [catalogue, results, messages, sharing] = await Promise.all([
              api.getCatalogue(),
              api.getApplicantTests(applicantId),
              api.getMessages(applicantId),
              // Without it the toggle hides; the tests still show.
              api.getSharing(applicantId).catch(() => null),
            ]);
            if (get().applicantId !== applicantId) return;
            set({ status: "ready", catalogue, results, messages, sharing });
          } catch (error) {
            if (get().applicantId !== applicantId) return;
            set({ status: "error", error: messageOf(error, TEXTS.overviewFailed) });
          }
        },
        async setSharing(value) {
          const { applicantId, sharing } = get();
          if (!applicantId) return;
          // Shown at once; taken back if the server refuses.
          set({ sharing: value });
          try {
            await api.setSharing(applicantId, value);
          } catch (error) {
            set({ sharing });
            throw error;
          }
        },
        async start(testName) {
          const { applicantId } = get();
          if (!applicantId) return { ok: false, message: TEXTS.startFailed };
          set({ starting: testName });
          try {
            const { testUrl } = await api.startProfileTest(applicantId, testName);
            return { ok: true, testUrl };
          } catch (error) {
            return { ok: false, message: messageOf(error, TEXTS.startFailed) };
          } finally {
            set({ starting: null });
          }
        },
        async openSession(sessionId) {
          set({ session: null, sessionStatus: "loading", sessionError: null, answerError: null });
          try {
            const session = await api.getSession(sessionId);
            takeSession(session);
            set({ sessionStatus: "ready", index: startIndex(session) });
          } catch (error) {
            set({
              sessionStatus: "error",
              sessionError: { status: statusOf(error), message: messageOf(error, TEXTS.sessionFailed) },
            });
          }
        },
        async answer(option) {
          const { session, index } = get();
          const question = session?.questions[index];
          if (!session || !question || session.status !== "IN_PROGRESS") return;
          // Shown at once; the server's copy replaces it when the save returns.
          pendingSaves += 1;
          set({
            session: { ...session, answers: { ...session.answers, [question.itemId]: option } },
            saving: true,
            answerError: null,
          });
          try {
            const request = api.answer(session.id, question.itemId, option);
            inFlight = Promise.allSettled([inFlight, request]);
            const saved = await request;
            const local = get().session?.answers ?? {};
            takeSession(
              saved.status === "IN_PROGRESS" ? { ...saved, answers: { ...saved.answers, ...local } } : saved,
            );
          } catch (error) {
            // The answer was not saved: it is taken back, so the question shows unanswered.
            const current = get().session;
            if (current && current.answers[question.itemId] === option) {
              const { [question.itemId]: _dropped, ...rest } = current.answers;
              set({ session: { ...current, answers: rest } });
            }
            set({ answerError: messageOf(error, TEXTS.answerFailed) });
            // A closed sitting (deadline passed) shows its result instead.
            if (statusOf(error) === 409) await get().actions.refreshSession();
          } finally {
            pendingSaves -= 1;
            set({ saving: pendingSaves > 0 });
          }
        },
        next() {
          const { session, index } = get();
          if (session && index < session.questions.length - 1) set({ index: index + 1, answerError: null });
        },
        async finish() {
          const { session } = get();
          if (!session || get().finishing) return;
          set({ finishing: true, answerError: null });
          try {
            await inFlight;
            takeSession(await api.finish(session.id));
          } catch (error) {
            set({ answerError: messageOf(error, TEXTS.answerFailed) });
          } finally {
            set({ finishing: false });
          }
        },
        async refreshSession() {
          const { session } = get();
          if (!session) return;
          try {
            takeSession(await api.getSession(session.id));
          } catch {
            // The page keeps what it has; the next answer reports the problem.
          }
        },
      },
    };
  });
}
