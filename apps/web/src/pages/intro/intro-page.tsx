import { Link } from "react-router";
import { contestStatusText } from "../../config/contest";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import styles from "./intro-page.module.css";

const applicantBenefits = [
  {
    title: "Профиль вместо резюме",
    text: "Образование, опыт, навыки, личные качества и цели — в одном профиле, который работодатель читает за минуту.",
  },
  {
    title: "Фильтры, которые понимают вас",
    text: "Город, опыт, график, формат работы и зарплата. Избранное и история просмотров всегда под рукой.",
  },
  {
    title: "Статус каждого отклика",
    text: "Видно, просмотрел ли работодатель ваш отклик или выбрал другого кандидата. Без гаданий и тишины.",
  },
  {
    title: "Тесты и коэффициент соответствия",
    text: "Пройдите тест характеристик, тест на логику и тесты навыков. У каждой вакансии — ваш коэффициент и объяснение, из чего он сложился.",
  },
];

const employerBenefits = [
  {
    title: "Профиль компании",
    text: "Расскажите о компании и контактном лице один раз — кандидаты увидят его в каждой вакансии.",
  },
  {
    title: "Импорт с hh.ru",
    text: "Перенесите активные и архивные вакансии в пару кликов: без копирования и ручного ввода.",
  },
  {
    title: "Отклики в одном месте",
    text: "Просматривайте отклики, отмечайте просмотренные и отказывайте вежливо — кандидат сразу узнает статус.",
  },
  {
    title: "Тест к вакансии",
    text: "Выберите тест навыков для вакансии и сортируйте отклики по коэффициенту: у каждого кандидата видны результаты тестов и разбор коэффициента.",
  },
];

const steps = [
  { title: "Введите почту", text: "Пришлём код подтверждения — пароль придумаете сами." },
  {
    title: "Заполните профиль",
    text: "Соискатель рассказывает о себе, работодатель — о компании.",
  },
  {
    title: "Откликайтесь и нанимайте",
    text: "Вакансии, избранное, отклики и их статусы — в одном окне.",
  },
];

/** The intro page (route "/"): what Rabota does for applicants and for employers. */
export default function IntroPage() {
  usePageTitle("Работа — поиск работы и сотрудников");
  return (
    <>
      <section
        className={styles.hero}
        data-header-theme="dark"
        data-theme="dark"
        aria-labelledby="intro-title"
      >
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Сервис поиска работы и сотрудников</p>
          <h1 id="intro-title" className={styles.heroTitle}>
            Работа, которая подходит вам.
            <br />
            Сотрудники, которые подходят команде.
          </h1>
          <p className={styles.heroLead}>
            Честные вакансии с зарплатой, подробные профили, понятные статусы откликов и тесты, которые
            показывают, насколько кандидат подходит на место.
          </p>
          <div className={styles.heroActions}>
            <Link className={styles.primaryAction} to={paths.vacancies.href()}>
              Смотреть вакансии
            </Link>
            <Link className={styles.secondaryAction} to={paths.contest.href()}>
              Участвовать в конкурсе
            </Link>
          </div>
          <dl className={styles.heroFacts}>
            <div>
              <dt>5 минут</dt>
              <dd>на регистрацию по коду из письма</dd>
            </div>
            <div>
              <dt>3 статуса</dt>
              <dd>отклика: не просмотрен, просмотрен, отказ</dd>
            </div>
            <div>
              <dt>0 ₽</dt>
              <dd>для соискателей — всегда</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="for-applicants">
        <div className={styles.sectionHeader}>
          <p className={styles.kicker}>Соискателям</p>
          <h2 id="for-applicants" className={styles.sectionTitle}>
            Найдите работу без лишнего шума
          </h2>
        </div>
        <ul className={styles.cards}>
          {applicantBenefits.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
        <Link className={styles.textAction} to={paths.vacancies.href()}>
          Перейти к вакансиям →
        </Link>
      </section>

      <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby="for-employers">
        <div className={styles.sectionHeader}>
          <p className={styles.kicker}>Работодателям</p>
          <h2 id="for-employers" className={styles.sectionTitle}>
            Нанимайте тех, кто действительно подходит
          </h2>
        </div>
        <ul className={`${styles.cards} ${styles.cardsThree}`}>
          {employerBenefits.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="how-it-works">
        <div className={styles.sectionHeader}>
          <p className={styles.kicker}>Как это работает</p>
          <h2 id="how-it-works" className={styles.sectionTitle}>
            Три шага до первого отклика
          </h2>
        </div>
        <ol className={styles.steps}>
          {/* A step's number is its place in the list. */}
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.cta} data-header-theme="dark" data-theme="dark" aria-labelledby="intro-cta">
        <h2 id="intro-cta" className={styles.ctaTitle}>
          {contestStatusText(new Date())}
        </h2>
        <p className={styles.ctaText}>
          Заполните профиль, пройдите тесты и получите конкурсный балл — работодатели видят ваш коэффициент
          рядом с откликом.
        </p>
        <Link className={styles.primaryAction} to={paths.contest.href()}>
          Узнать условия
        </Link>
      </section>
    </>
  );
}
