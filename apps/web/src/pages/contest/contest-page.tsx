import { Link } from "react-router";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import styles from "./contest-page.module.css";

const stages = [
  {
    period: "1–30 ноября",
    title: "Профиль",
    text: "Заполните профиль: образование, опыт, навыки, личные качества и цели. Полнота профиля даёт первую часть балла.",
  },
  {
    period: "1–15 декабря",
    title: "Тесты",
    text: "Пройдите тест характеристик и тесты навыков. Логика и навыки дают вторую часть балла.",
  },
  {
    period: "16–25 декабря",
    title: "Подбор",
    text: "Для каждой вакансии считается коэффициент соответствия. Лучших кандидатов работодатели приглашают на собеседование.",
  },
];

const questions = [
  {
    question: "Кто может участвовать?",
    answer:
      "Любой соискатель старше 16 лет с подтверждённой почтой. Участие бесплатное, регистрация занимает пару минут.",
  },
  {
    question: "Из чего складывается конкурсный балл?",
    answer:
      "Из балла профиля (насколько полно и аккуратно он заполнен) и балла логики (результаты тестов). Для каждой вакансии балл уточняется коэффициентом соответствия.",
  },
  {
    question: "Что получают победители?",
    answer:
      "Приглашения на собеседования в компании-партнёры, оплачиваемые стажировки и консультацию карьерного эксперта.",
  },
  {
    question: "Можно ли улучшить результат?",
    answer:
      "Да: пока идёт этап профиля, его можно дополнять. Тест навыков можно пройти повторно один раз — засчитывается лучший результат.",
  },
];

/** The contest landing page (route "/contest", narrow frame). */
export default function ContestPage() {
  usePageTitle("Конкурс «Старт карьеры» — Работа");
  return (
    <article className={styles.page}>
      <header className={styles.hero} data-header-theme="dark" data-theme="dark">
        <p className={styles.eyebrow}>Конкурс для соискателей · 2025</p>
        <h1 className={styles.title}>Старт карьеры</h1>
        <p className={styles.lead}>
          Покажите, что вы умеете, — а не только что написано в резюме. Профиль, тесты и конкурсный балл
          помогут работодателям заметить вас среди сотен откликов.
        </p>
        <Link className={styles.action} to={paths.vacancies.href()}>
          Смотреть вакансии участников
        </Link>
      </header>

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
        Участвуя в конкурсе, вы принимаете <Link to={paths.terms.href()}>условия использования</Link> и{" "}
        <Link to={paths.privacyPolicy.href()}>политику конфиденциальности</Link>.
      </p>
    </article>
  );
}
