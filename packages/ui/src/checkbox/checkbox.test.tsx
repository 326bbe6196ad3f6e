import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Avatar, getInitials } from "../avatar/avatar";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("toggles by label and Space, while a link inside the label stays a link", async () => {
    await render(
      <Checkbox
        label={
          <>
            Согласен с <a href="#policy">политикой</a>
          </>
        }
      />,
    );
    const box = page.getByRole("checkbox", { name: "Согласен с политикой" });
    await expect.element(box).not.toBeChecked();
    await page.getByText("Согласен с").click();
    await expect.element(box).toBeChecked();
    await page.getByRole("link", { name: "политикой" }).click();
    await expect.element(box).toBeChecked();
    await box.click();
    await expect.element(box).not.toBeChecked();
    await userEvent.keyboard(" ");
    await expect.element(box).toBeChecked();
  });
});

describe("Avatar", () => {
  it("falls back to initials named by the person when the image fails", async () => {
    expect(getInitials("Иван Иванов")).toBe("ИИ");
    expect(getInitials("  анна-мария ")).toBe("АМ");
    expect(getInitials("")).toBe("");
    await render(<Avatar name="Иван Иванов" src="/definitely-missing.png" />);
    await expect.element(page.getByRole("img", { name: "Иван Иванов" })).toHaveTextContent("ИИ");
  });
});
