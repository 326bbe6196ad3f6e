import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Tab, TabList, TabPanel, Tabs } from "../tabs/tabs";
import { SegmentedControl } from "./segmented-control";

function Role() {
  const [role, setRole] = useState<"applicant" | "employer">("applicant");
  return (
    <SegmentedControl
      label="Кто вы"
      value={role}
      onValueChange={setRole}
      options={[
        { value: "applicant", label: "Ищу работу" },
        { value: "employer", label: "Ищу сотрудников" },
      ]}
    />
  );
}

describe("SegmentedControl", () => {
  it("is a radio group with one tab stop; arrows move and select", async () => {
    await render(<Role />);
    await expect.element(page.getByRole("radiogroup", { name: "Кто вы" })).toBeVisible();
    const applicant = page.getByRole("radio", { name: "Ищу работу" });
    const employer = page.getByRole("radio", { name: "Ищу сотрудников" });
    await expect.element(applicant).toHaveAttribute("aria-checked", "true");
    await expect.element(employer).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    await expect.element(applicant).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(employer).toHaveFocus();
    await expect.element(employer).toHaveAttribute("aria-checked", "true");
    await expect.element(applicant).toHaveAttribute("aria-checked", "false");
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(applicant).toHaveAttribute("aria-checked", "true");
    await employer.click();
    await expect.element(employer).toHaveAttribute("aria-checked", "true");
  });
});

function Import() {
  const [tab, setTab] = useState("active");
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList aria-label="Вакансии">
        <Tab value="active" count={12}>
          Активные
        </Tab>
        <Tab value="archived" count={3}>
          Архивные
        </Tab>
      </TabList>
      <TabPanel value="active">Активные вакансии</TabPanel>
      <TabPanel value="archived">Архивные вакансии</TabPanel>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("names tabs with their counts, uses a roving tabindex and arrow keys", async () => {
    await render(<Import />);
    const active = page.getByRole("tab", { name: "Активные 12" });
    const archived = page.getByRole("tab", { name: "Архивные 3" });
    await expect.element(active).toHaveAttribute("aria-selected", "true");
    await expect
      .element(page.getByRole("tabpanel", { name: "Активные 12" }))
      .toHaveTextContent("Активные вакансии");
    await userEvent.tab();
    await expect.element(active).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(archived).toHaveFocus();
    await expect.element(archived).toHaveAttribute("aria-selected", "true");
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent("Архивные вакансии");
    await userEvent.keyboard("{Home}");
    await expect.element(active).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    await expect.element(archived).toHaveAttribute("aria-selected", "true");
  });
});

describe("Tabs without panels (filters for content elsewhere)", () => {
  it("points aria-controls only at panels that exist", async () => {
    await render(
      <Tabs value="all" onValueChange={() => {}}>
        <TabList aria-label="Подборки">
          <Tab value="all">Все</Tab>
          <Tab value="liked">Избранное</Tab>
        </TabList>
        <TabPanel value="liked">Избранные вакансии</TabPanel>
      </Tabs>,
    );
    await expect.element(page.getByRole("tab", { name: "Все" })).not.toHaveAttribute("aria-controls");
    const liked = page.getByRole("tab", { name: "Избранное" });
    await expect.element(liked).toHaveAttribute("aria-controls");
    expect(document.getElementById(liked.element().getAttribute("aria-controls") ?? "")?.hidden).toBe(true);
  });
});
