import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Avatar } from "../avatar/avatar";
import { Button, IconButton } from "../button/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "../card/card";
import { Checkbox } from "../checkbox/checkbox";
import { DateInput } from "../date-input/date-input";
import {
  BriefcaseIcon,
  ClockIcon,
  HeartFilledIcon,
  HeartIcon,
  LocationIcon,
  SearchIcon,
  StarFilledIcon,
} from "../icon/icons";
import { Link } from "../link/link";
import { Tab, TabList, Tabs } from "../tabs/tabs";
import { Chip, Tag } from "../tag/tag";
import { TextField } from "../text-field/text-field";

/* Compositions that show how the parts work together; the real screens live in apps/web. */

const meta = {
  title: "Примеры",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const VACANCIES = [
  {
    id: "1",
    title: "Менеджер по работе с клиентами",
    company: "Северный ветер",
    rating: "4,7",
    salary: "от 90 000 до 140 000 ₽",
    city: "Санкт-Петербург",
    experience: "От 1 года до 3 лет",
    format: "Гибрид",
    age: "2 дня назад",
  },
  {
    id: "2",
    title: "Frontend-разработчик (React, TypeScript)",
    company: "Ромашка",
    rating: "4,9",
    salary: "от 220 000 ₽",
    city: "Москва",
    experience: "От 3 до 6 лет",
    format: "Удалённо",
    age: "сегодня",
  },
  {
    id: "3",
    title: "Бариста в кофейню у метро",
    company: "Зерно",
    rating: "4,5",
    salary: "от 55 000 до 70 000 ₽",
    city: "Казань",
    experience: "Без опыта",
    format: "В офисе",
    age: "неделю назад",
  },
];

function VacancyCard({ vacancy }: { vacancy: (typeof VACANCIES)[number] }) {
  const [liked, setLiked] = useState(vacancy.id === "2");
  return (
    <Card asChild variant="outline" interactive>
      <article>
        <div style={{ display: "flex", gap: 16, alignItems: "flex-start" }}>
          <Avatar name={vacancy.company} shape="rounded" size="lg" decorative />
          <CardHeader style={{ flex: 1, minWidth: 0 }}>
            <CardTitle level={2}>{vacancy.title}</CardTitle>
            <CardDescription>
              {vacancy.company} · <StarFilledIcon size={14} style={{ color: "var(--rb-color-accent)" }} />{" "}
              {vacancy.rating}
            </CardDescription>
          </CardHeader>
          <IconButton
            label={liked ? "Убрать из избранного" : "В избранное"}
            aria-pressed={liked}
            icon={liked ? <HeartFilledIcon style={{ color: "var(--rb-color-danger)" }} /> : <HeartIcon />}
            round
            onClick={() => setLiked((value) => !value)}
          />
        </div>
        <p style={{ margin: 0, fontSize: "1.25rem", fontWeight: 700 }}>{vacancy.salary}</p>
        <div className="sb-row">
          <Tag icon={<LocationIcon />}>{vacancy.city}</Tag>
          <Tag icon={<BriefcaseIcon />}>{vacancy.experience}</Tag>
          <Tag tone="brand">{vacancy.format}</Tag>
        </div>
        <CardFooter>
          <Button>Откликнуться</Button>
          <span
            style={{
              display: "inline-flex",
              gap: 6,
              alignItems: "center",
              color: "var(--rb-color-text-muted)",
              fontSize: 14,
            }}
          >
            <ClockIcon size={16} /> {vacancy.age}
          </span>
        </CardFooter>
      </article>
    </Card>
  );
}

export const VacancySearch: Story = {
  name: "Поиск вакансий",
  render: () => {
    const [tab, setTab] = useState("all");
    const [filters, setFilters] = useState<string[]>(["remote"]);
    const toggle = (value: string) =>
      setFilters((list) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]));
    return (
      <main style={{ maxWidth: 880, margin: "0 auto", padding: "40px 20px", display: "grid", gap: 24 }}>
        <h1 style={{ margin: 0, fontSize: "var(--rb-text-4xl)", letterSpacing: "-0.03em", lineHeight: 1.1 }}>
          Вакансии
        </h1>
        <div style={{ display: "flex", gap: 12, alignItems: "flex-end", flexWrap: "wrap" }}>
          <TextField
            label="Поиск"
            hideLabel
            type="search"
            placeholder="Профессия, должность или компания"
            startAdornment={<SearchIcon />}
            fieldClassName="sb-grow"
          />
          <Button size="md">Найти</Button>
        </div>
        <div className="sb-row">
          {[
            ["remote", "Удалённо"],
            ["salary", "С зарплатой"],
            ["no-exp", "Без опыта"],
            ["part", "Неполный день"],
          ].map(([value = "", label]) => (
            <Chip key={value} selected={filters.includes(value)} onClick={() => toggle(value)}>
              {label}
            </Chip>
          ))}
        </div>
        <Tabs value={tab} onValueChange={setTab}>
          <TabList aria-label="Подборки">
            <Tab value="all" count={1284}>
              Все
            </Tab>
            <Tab value="liked" count={3}>
              Избранное
            </Tab>
            <Tab value="applied" count={1}>
              Отклики
            </Tab>
          </TabList>
        </Tabs>
        <div style={{ display: "grid", gap: 16 }}>
          {VACANCIES.map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} />
          ))}
        </div>
      </main>
    );
  },
  play: async ({ canvas }) => {
    const like = canvas.getAllByRole("button", { name: "В избранное" })[0];
    if (!like) throw new Error("no like button");
    await userEvent.click(like);
    await expect(like).toHaveAttribute("aria-pressed", "true");
  },
};

export const ApplicantRegistration: Story = {
  name: "Регистрация соискателя",
  render: () => {
    const [date, setDate] = useState("");
    const [agreed, setAgreed] = useState(false);
    return (
      <main style={{ display: "grid", placeItems: "center", minHeight: "100vh", padding: 20 }}>
        <Card variant="elevated" padding="lg" style={{ width: "min(30rem, 100%)" }}>
          <CardHeader>
            <CardTitle level={1} style={{ fontSize: "var(--rb-text-2xl)" }}>
              Введите информацию о себе
            </CardTitle>
          </CardHeader>
          <form style={{ display: "grid", gap: 16 }} onSubmit={(event) => event.preventDefault()}>
            <div
              style={{
                display: "grid",
                gap: 16,
                gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
              }}
            >
              <TextField label="Имя" placeholder="Иван" autoComplete="given-name" />
              <TextField label="Фамилия" placeholder="Иванов" autoComplete="family-name" />
            </div>
            <DateInput label="Дата рождения" placeholder="01.01.1990" value={date} onValueChange={setDate} />
            <TextField label="Город" placeholder="Москва" autoComplete="address-level2" />
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              label={
                <>
                  Я соглашаюсь с{" "}
                  <Link href="/privacy-policy" external externalLabel="откроется в новой вкладке">
                    политикой конфиденциальности
                  </Link>{" "}
                  и даю{" "}
                  <Link href="/personal-data-policy" external externalLabel="откроется в новой вкладке">
                    согласие на обработку персональных данных
                  </Link>
                </>
              }
            />
            <Button type="submit" size="lg" fullWidth disabled={!agreed}>
              Войти
            </Button>
          </form>
        </Card>
      </main>
    );
  },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole("button", { name: "Войти" });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox"));
    await expect(submit).toBeEnabled();
  },
};
