import type { Decorator, Preview } from "@storybook/react-vite";
import "../src/styles.css";
import "./preview.css";
import { rabotaTheme } from "./theme";

/** Applies the toolbar's theme to the whole preview document, like the app's dark sections. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === "dark" ? "dark" : "light";
  document.documentElement.dataset.theme = theme;
  return <Story />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Светлая или тёмная тема",
      toolbar: {
        title: "Тема",
        icon: "contrast",
        items: [
          { value: "light", title: "Светлая", icon: "sun" },
          { value: "dark", title: "Тёмная", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "centered",
    docs: { theme: rabotaTheme },
    // Every story is also an accessibility test: a violation fails `pnpm test`.
    a11y: { test: "error" },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: { disabled: true },
    options: {
      storySort: {
        order: [
          "Введение",
          "Токены",
          "Основа",
          "Компоненты",
          "Формы",
          "Навигация",
          "Данные",
          "Обратная связь",
          "Оверлеи",
        ],
      },
    },
  },
};

export default preview;
