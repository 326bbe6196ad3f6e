import { ContestStoreProvider, ContestSummary, VacancyCoefficients } from "@rabota/features/contest";
import { useSessionRole, useSessionUserId } from "@rabota/features/session";
import { Button } from "@rabota/ui/button";
import { LogInIcon } from "@rabota/ui/icon";
import { Link } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { useSignIn } from "../../app/use-sign-in";
import { contest, contestStatusText } from "../../config/contest";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import styles from "./contest-page.module.css";
import { VacancyTitleLink } from "./vacancy-title-link";

// The dates come from the build's configuration (config/contest.ts).
const stages = [
  {
    period: `с ${contest.startText}`,
    title: "Профиль",
    text: "Заполните профиль: образование, опыт, навыки, личные качества и цели. Полнота профиля даёт балл профиля.",
  },
  {
    period: `с ${contest.startText}`,
    title: "Тесты",
    text: "Пройдите тест характеристик, тест на логику и тесты навыков. Логика даёт балл логики, тесты навыков подтверждают навыки.",
  },
  {
    period: `до ${contest.endText}`,
    title: "Подбор",
    text: "Для каждой вакансии считается коэффициент соответствия. Работодатели видят отклики, отсортированные по коэффициенту.",
  },
];

const questions = [
  {
    question: "Кто может участвовать?",
    answer: "Любой соискатель с подтверждённой почтой. Участие бесплатное, регистрация занимает пару минут.",
  },
  {
    question: "Из чего складывается конкурсный балл?",
    answer:
      "Из балла профиля (насколько полно заполнен профиль), балла логики (результат теста на логику) и результатов тестов навыков. Для каждой вакансии считается коэффициент соответствия — на странице вакансии видно, из чего он сложился.",
  },
  {
    question: "Что даёт высокий балл?",
    answer:
      "Работодатель видит ваш коэффициент рядом с откликом и может отсортировать кандидатов по нему, а также результаты ваших тестов и разбор коэффициента.",
  },
  {
    question: "Можно ли улучшить результат?",
    answer: `Да: профиль можно дополнять до ${contest.endText}. Тест можно пройти заново через 30 дней после прошлой попытки; результат действует 12 месяцев.`,
  },
];

/** The applicant's scores, next steps and coefficients with their explanations. */
function ApplicantScore({ applicantId }: { applicantId: string }) {
  const client = useApiClient();
  return (
    <ContestStoreProvider api={client.contest}>
      <div className={styles.mine}>
        <ContestSummary
          applicantId={applicantId}
          links={{
            tests: <Link to={`${paths.profile.href()}#tests`}>тесты в профиле</Link>,
            profile: <Link to={paths.profile.href()}>профиль</Link>,
            vacancies: <Link to={paths.vacancies.href()}>вакансии</Link>,
            formula: <Link to={paths.contestFormula.href()}>Как считается коэффициент</Link>,
          }}
        />
        <VacancyCoefficients
          applicantId={applicantId}
          renderVacancy={(vacancyId) => <VacancyTitleLink vacancyId={vacancyId} />}
        />
      </div>
    </ContestStoreProvider>
  );
}

/** A guest's way in: the rules stay below. */
function GuestCall() {
  const signIn = useSignIn();
  return (
    <section className={styles.guest} aria-labelledby="contest-guest">
      <h2 id="contest-guest" className={styles.sectionTitle}>
        Участвовать
      </h2>
      <p className={styles.text}>
        Войдите как соискатель, чтобы пройти тесты и увидеть свой конкурсный балл.
      </p>
      <Button startIcon={<LogInIcon />} onClick={() => signIn()}>
        Войти
      </Button>
    </section>
  );
}

/** The contest landing page (route "/contest", narrow frame): the applicant's score, or the rules and «Войти». */
export default function ContestPage() {
  usePageTitle("Конкурс «Старт карьеры» — Работа");
  const role = useSessionRole();
  const userId = useSessionUserId();
  return (
    <article className={styles.page}>
      <header className={styles.hero} data-header-theme="dark" data-theme="dark">
        <p className={styles.eyebrow}>
          Конкурс для соискателей · {contest.startText} — {contest.endText}
        </p>
        <h1 className={styles.title}>Старт карьеры</h1>
        <p className={styles.lead}>
          Покажите, что вы умеете, — а не только что написано в резюме. Профиль, тесты и конкурсный балл
          помогут работодателям заметить вас среди сотен откликов.
        </p>
        <p className={styles.lead}>{contestStatusText(new Date())}.</p>
        <Link className={styles.action} to={paths.vacancies.href()}>
          Смотреть вакансии участников
        </Link>
      </header>

      {role === "applicant" && userId ? <ApplicantScore applicantId={userId} /> : null}
      {role === null ? <GuestCall /> : null}

      <section className={styles.section} aria-labelledby="contest-stages">
        <h2 id="contest-stages" className={styles.sectionTitle}>
          Этапы
        </h2>
        <ol className={styles.stages}>
          {stages.map((stage) => (
            <li key={stage.title} className={styles.stage}>
              <p className={styles.period}>{stage.period}</p>
              <h3 className={styles.stageTitle}>{stage.title}</h3>
              <p className={styles.text}>{stage.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="contest-faq">
        <h2 id="contest-faq" className={styles.sectionTitle}>
          Вопросы и ответы
        </h2>
        <div className={styles.faq}>
          {questions.map((item) => (
            <details key={item.question} className={styles.question}>
              <summary>{item.question}</summary>
              <p className={styles.text}>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <p className={styles.note}>
        <Link to={paths.contestFormula.href()}>Как считается коэффициент</Link>
      </p>
      <p className={styles.note}>
        Участвуя в конкурсе, вы принимаете <Link to={paths.terms.href()}>условия использования</Link> и{" "}
        <Link to={paths.privacyPolicy.href()}>политику конфиденциальности</Link>.
      </p>
    </article>
  );
}
