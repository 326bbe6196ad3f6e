import { Link } from "react-router";
import { contest, contestStatusText } from "../../config/contest";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import styles from "./contest-page.module.css";

// The dates come from the build's configuration (config/contest.ts). Tests and the contest
// score are not built yet, so the page says they are coming rather than promising them.
const stages = [
  {
    period: `с ${contest.startText}`,
    title: "Профиль",
    text: "Заполните профиль: образование, опыт, навыки, личные качества и цели — работодатель видит его вместе с вашим откликом.",
  },
  {
    period: "Скоро",
    title: "Тесты",
    text: "Тест характеристик и тесты навыков появятся позже. Когда их можно будет пройти, мы напишем на почту.",
  },
  {
    period: `до ${contest.endText}`,
    title: "Подбор",
    text: "Работодатели смотрят отклики участников и приглашают подходящих кандидатов на собеседование.",
  },
];

const questions = [
  {
    question: "Кто может участвовать?",
    answer:
      "Любой соискатель старше 16 лет с подтверждённой почтой. Участие бесплатное, регистрация занимает пару минут.",
  },
  {
    question: "Из чего будет складываться конкурсный балл?",
    answer:
      "Из балла профиля (насколько полно и аккуратно он заполнен) и балла логики (результаты тестов), для каждой вакансии — с коэффициентом соответствия. Балл появится вместе с тестами; до тех пор работодатели видят ваш профиль и отклики.",
  },
  {
    question: "Что получают победители?",
    answer:
      "Приглашения на собеседования в компании-партнёры, оплачиваемые стажировки и консультацию карьерного эксперта.",
  },
  {
    question: "Можно ли улучшить результат?",
    answer: `Да: профиль можно дополнять до ${contest.endText}. Правила пересдачи тестов опубликуем вместе с ними.`,
  },
];

/** The contest landing page (route "/contest", narrow frame). */
export default function ContestPage() {
  usePageTitle("Конкурс «Старт карьеры» — Работа");
  return (
    <article className={styles.page}>
      <header className={styles.hero} data-header-theme="dark" data-theme="dark">
        <p className={styles.eyebrow}>
          Конкурс для соискателей · {contest.startText} — {contest.endText}
        </p>
        <h1 className={styles.title}>Старт карьеры</h1>
        <p className={styles.lead}>
          Покажите, что вы умеете, — а не только что написано в резюме. Подробный профиль поможет
          работодателям заметить вас среди сотен откликов, а скоро к нему добавятся тесты и конкурсный балл.
        </p>
        <p className={styles.lead}>{contestStatusText(new Date())}.</p>
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
