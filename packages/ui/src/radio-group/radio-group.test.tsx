import { useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { RadioGroup } from "./radio-group";

const OPTIONS = [
  { value: "fraud", label: "Мошенничество" },
  { value: "spam", label: "Спам" },
] as const;

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState<"fraud" | "spam" | null>(null);
  return (
    <RadioGroup legend="Причина" options={OPTIONS} value={value} onValueChange={setValue} error={error} />
  );
}

describe("RadioGroup", () => {
  it("is a group named by its legend; a click and the arrow keys choose", async () => {
    await render(<Controlled />);
    await expect.element(page.getByRole("group", { name: "Причина" })).toBeVisible();
    await page.getByText("Мошенничество").click();
    await expect.element(page.getByRole("radio", { name: "Мошенничество" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("radio", { name: "Спам" })).toBeChecked();
  });

  it("ties its error to the group", async () => {
    await render(<Controlled error="Выберите причину" />);
    await expect
      .element(page.getByRole("group", { name: "Причина" }))
      .toHaveAccessibleDescription("Выберите причину");
  });
});
