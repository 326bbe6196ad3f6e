import { Link } from "react-router";
import { SUPPORT } from "../../app/layout/support-contacts";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import documentStyles from "../documents/legal-document.module.css";
import styles from "./accessibility-page.module.css";

/** When the statement was last reviewed against the tests (DD.MM.YYYY). */
const REVIEWED = "27.11.2026";

/**
 * What the browser tests check (apps/web/e2e: a11y-sweep, a11y-keyboard and the specs named in
 * the README). Keep each list in step with the tests: the statement promises what they prove.
 */
const SWEPT_PAGES = {
  everyone: [
    "главная страница",
    "конкурс и «Как считается коэффициент»",
    "пользовательское соглашение, политика конфиденциальности, согласие на обработку персональных данных",
    "эта страница",
    "список вакансий и страница вакансии",
    "страница «Чаты недоступны», страницы ошибок 403, 404 и 500",
  ],
  applicant: [
    "профиль и все семь разделов его редактирования",
    "вакансии, избранное, просмотренные и отклики",
    "страница вакансии, на которую соискатель откликнулся",
    "сохранённые поиски",
    "прохождение теста",
    "список чатов и переписка",
  ],
  employer: [
    "профиль компании",
    "вакансии компании, вакансии с тестом и с откликами",
    "страница своей вакансии с откликами кандидатов",
    "страница кандидата",
    "создание и редактирование вакансии",
    "список чатов и переписка",
  ],
};

const SWEPT_WINDOWS = [
  "все шаги окна входа и регистрации: почта, пароль, код из письма, создание пароля, новый пароль, анкеты соискателя и работодателя",
  "шаги окна импорта с hh.ru: выбор сайта, привязка профиля, число вакансий, запуск импорта и ошибка",
  "окна «Сохранить поиск», «Удалить вакансии?», «Отказать кандидату?», «Пригласить кандидата» и «Уйти без сохранения?»",
  "боковое меню гостя, соискателя и работодателя",
];

const KEYBOARD_FLOWS = [
  "вход по почте и паролю",
  "отклик на вакансию",
  "прохождение теста",
  "переписка в чате",
  "создание и публикация вакансии",
  "импорт вакансий с hh.ru",
];

/** Known barriers: what, for whom, and by when it is fixed. */
const EXCEPTIONS = [
  {
    title: "Не было проверки с программами экранного доступа",
    text: "Автоматические тесты проверяют разметку, подписи и роли элементов, но не заменяют работу с NVDA, JAWS, VoiceOver и TalkBack. Возможны места, где озвучивание неудобно, например живые обновления чата и прогресс импорта.",
    due: "Проверка с NVDA и VoiceOver — до 31.03.2027, исправления по её итогам — до 30.06.2027.",
  },
  {
    title: "Тест «Логика» ограничен по времени",
    text: "Ограничение — часть самого теста: он сравнивает, сколько задач человек решает за отведённое время (это допустимое исключение из критерия 2.2.1 «Регулируемое время»). Если ограничение мешает вам из‑за инвалидности, напишите нам — подберём решение вместе с вами.",
    due: "Настройка «больше времени» прямо в профиле — до 30.06.2027.",
  },
  {
    title: "Описания вакансий, импортированных с hh.ru",
    text: "Текст таких вакансий пишет работодатель на hh.ru. Мы убираем из него скрипты и опасную разметку, но не можем исправить, например, пропущенные уровни заголовков или таблицы без заголовков в исходном тексте.",
    due: "Приводить заголовки и таблицы к доступному виду при импорте — до 31.03.2027.",
  },
  {
    title: "Промежуточные состояния не проверяются автоматически",
    text: "Короткие состояния ожидания (загрузка числа вакансий и сам импорт в окне импорта, загрузка страниц) сменяются за секунды, и автоматическая проверка их не застаёт. Они показывают индикатор загрузки с текстовой подписью.",
    due: "Добавить их в автоматическую проверку — до 31.03.2027.",
  },
];

/** `/accessibility` «Доступность»: the accessibility statement (issue 28), linked from the footer. */
export default function AccessibilityPage() {
  usePageTitle("Доступность — Работа");
  return (
    <article className={`${documentStyles.document} ${documentStyles.contained}`}>
      <header className={documentStyles.header}>
        <h1 className={documentStyles.title}>Доступность</h1>
        <p className={documentStyles.meta}>Заявление о доступности · проверено {REVIEWED}</p>
        <p className={documentStyles.intro}>
          Мы делаем «Работу» так, чтобы искать работу и сотрудников мог каждый: с клавиатурой вместо мыши, с
          экранной лупой или крупным шрифтом, с программой экранного доступа, на телефоне и на компьютере.
        </p>
      </header>

      <nav className={documentStyles.toc} aria-label="Содержание">
        <ol>
          <li>
            <a href="#conformance">Соответствие стандарту</a>
          </li>
          <li>
            <a href="#features">Что уже сделано</a>
          </li>
          <li>
            <a href="#testing">Как мы проверяем</a>
          </li>
          <li>
            <a href="#exceptions">Известные ограничения</a>
          </li>
          <li>
            <a href="#report">Как сообщить о барьере</a>
          </li>
        </ol>
      </nav>

      <section id="conformance" className={documentStyles.section}>
        <h2 className={documentStyles.heading}>Соответствие стандарту</h2>
        <p className={styles.text}>
          Сайт <strong>частично соответствует</strong> ГОСТ Р 52872-2019 «Интернет-ресурсы и другая
          информация, представленная в электронно-цифровой форме. Приложения для стационарных и мобильных
          устройств, иные пользовательские интерфейсы. Требования доступности для людей с инвалидностью и
          других лиц с ограничениями жизнедеятельности» на уровне AA. Этот стандарт повторяет международное
          руководство WCAG 2.1.
        </p>
        <p className={styles.text}>
          «Частично» — потому что есть ограничения, о которых мы знаем и которые ещё не исправили. Они
          перечислены ниже вместе со сроками.
        </p>
      </section>

      <section id="features" className={documentStyles.section}>
        <h2 className={documentStyles.heading}>Что уже сделано</h2>
        <ul className={styles.list}>
          <li>Всем можно пользоваться с клавиатуры, а элемент в фокусе всегда заметно выделен.</li>
          <li>
            Первой клавишей Tab открывается ссылка «К содержимому»: она пропускает меню. При переходе на новую
            страницу фокус встаёт на её заголовок.
          </li>
          <li>
            У каждого поля есть подпись. Ошибка объясняет, что исправить, и связана с полем: программа
            экранного доступа читает её вместе с подписью.
          </li>
          <li>
            Окна держат фокус внутри себя, закрываются клавишей Esc и возвращают фокус туда, откуда открылись.
          </li>
          <li>Текст контрастен фону не меньше, чем требует стандарт.</li>
          <li>Страницы читаются при увеличении до 200 % и на узком экране телефона без прокрутки вбок.</li>
          <li>Если в системе включено уменьшение движения, сайт обходится без анимации.</li>
        </ul>
      </section>

      <section id="testing" className={documentStyles.section}>
        <h2 className={documentStyles.heading}>Как мы проверяем</h2>
        <p className={styles.text}>
          Проверки автоматические и идут при каждом изменении сайта: изменение, которое их не проходит, не
          выпускается.
        </p>

        <h3 className={styles.subheading}>Проверка каждой страницы</h3>
        <p className={styles.text}>
          Программа axe проверяет правила WCAG 2.1 уровней A и AA: контраст, подписи, роли и названия
          элементов, порядок и структуру. Нарушений быть не должно ни одного. Каждую страницу проверяем на
          ширине телефона (375 пикселей) и компьютера (1440 пикселей), для гостя, соискателя и работодателя —
          каждую из тех, что им открыты. Там же проверяем, что у каждой ссылки, кнопки и поля виден фокус и
          что страницу не нужно прокручивать вбок, а основные страницы — ещё и при увеличении 200 % на экране
          шириной 1280 пикселей.
        </p>
        <dl className={styles.coverage}>
          <dt>Всем</dt>
          <dd>
            <ul className={styles.list}>
              {SWEPT_PAGES.everyone.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
          <dt>Соискателю</dt>
          <dd>
            <ul className={styles.list}>
              {SWEPT_PAGES.applicant.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
          <dt>Работодателю</dt>
          <dd>
            <ul className={styles.list}>
              {SWEPT_PAGES.employer.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
          <dt>Окна</dt>
          <dd>
            <ul className={styles.list}>
              {SWEPT_WINDOWS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
        </dl>

        <h3 className={styles.subheading}>Только клавиатура</h3>
        <p className={styles.text}>
          Тесты проходят главные сценарии без мыши — клавишами Tab, Enter, пробел, Esc и стрелками:
        </p>
        <ul className={styles.list}>
          {KEYBOARD_FLOWS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section id="exceptions" className={documentStyles.section}>
        <h2 className={documentStyles.heading}>Известные ограничения</h2>
        <ul className={styles.exceptions}>
          {EXCEPTIONS.map((exception) => (
            <li key={exception.title} className={styles.exception}>
              <h3 className={styles.subheading}>{exception.title}</h3>
              <p className={styles.text}>{exception.text}</p>
              <p className={styles.due}>{exception.due}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="report" className={documentStyles.section}>
        <h2 className={documentStyles.heading}>Как сообщить о барьере</h2>
        <p className={styles.text}>
          Если что-то на сайте мешает вам или работает не так, как описано здесь, напишите на{" "}
          <a className={styles.link} href={`mailto:${SUPPORT.email}?subject=Барьер доступности`}>
            {SUPPORT.email}
          </a>{" "}
          или в Telegram{" "}
          <a className={styles.link} href={SUPPORT.telegramUrl} target="_blank" rel="noreferrer">
            {SUPPORT.telegramHandle}
          </a>
          . Чтобы мы быстрее разобрались, укажите:
        </p>
        <ul className={styles.list}>
          <li>адрес страницы или название раздела;</li>
          <li>что вы хотели сделать и что помешало;</li>
          <li>
            устройство, браузер и вспомогательную программу, если пользуетесь ею (например, NVDA, VoiceOver
            или экранную лупу);
          </li>
          <li>как с вами связаться, если это не та почта, с которой вы пишете.</li>
        </ul>
        <p className={styles.text}>
          Мы ответим в течение пяти рабочих дней. Пока барьер не исправлен, подскажем, как сделать нужное
          другим способом. Как мы обращаемся с данными из вашего письма — в{" "}
          <Link className={styles.link} to={paths.privacyPolicy.href()}>
            политике конфиденциальности
          </Link>
          .
        </p>
      </section>
    </article>
  );
}
