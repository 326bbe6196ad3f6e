import type { CSSProperties, ReactNode } from "react";

/* Storybook-only building blocks for the tokens page; not part of the package's API. */

const RAMPS: Array<{ name: string; token: string; steps: string[] }> = [
  {
    name: "Бренд · изумруд",
    token: "green",
    steps: ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"],
  },
  { name: "Акцент · солнце", token: "sun", steps: ["100", "200", "300", "400", "500", "600", "700"] },
  {
    name: "Нейтральный",
    token: "gray",
    steps: ["0", "25", "50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"],
  },
];

const SEMANTIC: Array<[string, string]> = [
  ["primary", "Основное действие, ссылки, фокус"],
  ["primary-subtle", "Фон выбранного, подсветка"],
  ["accent", "Рейтинг, конкурс, выделение"],
  ["success", "Успех, приглашение"],
  ["warning", "Внимание, ожидание"],
  ["danger", "Ошибка, удаление"],
  ["info", "Информация, подсказка"],
  ["text", "Основной текст"],
  ["text-muted", "Второстепенный текст"],
  ["border", "Границы и разделители"],
  ["bg-subtle", "Фон секций"],
  ["surface", "Карточки и окна"],
];

export function ColorRamps() {
  return (
    <div className="sb-tokens">
      {RAMPS.map((ramp) => (
        <div key={ramp.token} className="sb-ramp">
          <p className="sb-ramp__name">{ramp.name}</p>
          <div className="sb-ramp__row">
            {ramp.steps.map((step) => (
              <div
                key={step}
                className="sb-ramp__swatch"
                style={{ background: `var(--rb-${ramp.token}-${step})` }}
              >
                <span>{step}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function SemanticColors() {
  return (
    <div className="sb-semantic">
      {SEMANTIC.map(([token, use]) => (
        <div key={token} className="sb-semantic__item">
          <span className="sb-semantic__chip" style={{ background: `var(--rb-color-${token})` }} />
          <code>--rb-color-{token}</code>
          <span className="sb-semantic__use">{use}</span>
        </div>
      ))}
    </div>
  );
}

const TYPE: Array<[string, string, number]> = [
  ["6xl", "Работа мечты", 800],
  ["5xl", "Найдите работу", 700],
  ["4xl", "Вакансии недели", 700],
  ["3xl", "Менеджер по продажам", 700],
  ["2xl", "Вход и регистрация", 700],
  ["xl", "Опыт работы", 600],
  ["lg", "Сделаем поиск работы простым и честным", 500],
  ["md", "Съешь же ещё этих мягких французских булок, да выпей чаю.", 400],
  ["sm", "Код действует 5 минут. Отправить повторно через 0:59", 400],
  ["xs", "© 2025 Работа · версия 0.6.22 от 28.10.2025", 400],
];

export function TypeScale() {
  return (
    <div className="sb-type">
      {TYPE.map(([size, sample, weight]) => (
        <div key={size} className="sb-type__row">
          <code>--rb-text-{size}</code>
          <span
            style={{
              fontSize: `var(--rb-text-${size})`,
              fontWeight: weight,
              lineHeight: 1.2,
              letterSpacing: size.includes("xl") ? "-0.02em" : undefined,
            }}
          >
            {sample}
          </span>
        </div>
      ))}
    </div>
  );
}

const SPACES = ["1", "2", "3", "4", "5", "6", "8", "10", "12", "16", "20", "24"];

export function SpacingScale() {
  return (
    <div className="sb-space">
      {SPACES.map((step) => (
        <div key={step} className="sb-space__row">
          <code>--rb-space-{step}</code>
          <span className="sb-space__bar" style={{ width: `var(--rb-space-${step})` }} />
        </div>
      ))}
    </div>
  );
}

function Tile({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <div className="sb-tile" style={style}>
      {children}
    </div>
  );
}

export function RadiiAndShadows() {
  return (
    <>
      <div className="sb-tiles">
        {["xs", "sm", "md", "lg", "xl", "2xl", "full"].map((radius) => (
          <Tile key={radius} style={{ borderRadius: `var(--rb-radius-${radius})` }}>
            <code>radius-{radius}</code>
          </Tile>
        ))}
      </div>
      <div className="sb-tiles">
        {["xs", "sm", "md", "lg", "xl"].map((shadow) => (
          <Tile key={shadow} style={{ boxShadow: `var(--rb-shadow-${shadow})`, border: "none" }}>
            <code>shadow-{shadow}</code>
          </Tile>
        ))}
      </div>
    </>
  );
}

export function MotionTokens() {
  return (
    <table className="sb-table">
      <thead>
        <tr>
          <th>Токен</th>
          <th>Значение</th>
          <th>Где</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>--rb-duration-fast</code>
          </td>
          <td>150 мс</td>
          <td>Наведение, смена цвета</td>
        </tr>
        <tr>
          <td>
            <code>--rb-duration-base</code>
          </td>
          <td>220 мс</td>
          <td>Переключатели, вкладки, появление подложки</td>
        </tr>
        <tr>
          <td>
            <code>--rb-duration-close</code>
          </td>
          <td>300 мс</td>
          <td>Закрытие окон, бокового меню и уведомлений</td>
        </tr>
        <tr>
          <td>
            <code>--rb-duration-slow</code>
          </td>
          <td>420 мс</td>
          <td>Появление окон и меню</td>
        </tr>
      </tbody>
    </table>
  );
}
