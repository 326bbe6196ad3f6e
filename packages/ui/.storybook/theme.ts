import { create } from "storybook/theming";

/** The catalogue wears the product's brand: Golos Text, emerald, warm neutrals. */
export const rabotaTheme = create({
  base: "light",
  brandTitle: "Работа · дизайн-система",
  brandTarget: "_self",
  fontBase: '"Golos Text Variable", "Golos Text", system-ui, sans-serif',
  fontCode: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
  colorPrimary: "#047a62",
  colorSecondary: "#047a62",
  appBg: "#f4f7f6",
  appContentBg: "#fbfcfb",
  appPreviewBg: "#fbfcfb",
  appBorderColor: "#d9e0dd",
  appBorderRadius: 12,
  textColor: "#171c1b",
  textMutedColor: "#505b57",
  barBg: "#ffffff",
  barSelectedColor: "#047a62",
  barHoverColor: "#066452",
  inputBorderRadius: 8,
});
