import type { QualityTestBank } from "./types";

/**
 * The 20 items of the Mini-IPIP (Donnellan, Oswald, Baird & Lucas, 2006), in their published
 * order and keying, worded anew in Russian for Rabota (IPIP items are public domain). Neuroticism
 * items keep their original keying; the result page names that trait by its neutral poles.
 */
export const miniIpipBank: QualityTestBank = {
  testName: "QUALITY_CHARACTERISTICS",
  version: 1,
  title: "Тест характеристик",
  description:
    "20 коротких утверждений о том, как вы обычно себя ведёте. Правильных и неправильных ответов нет: результат описывает пять черт характера и ни на что не влияет без вашего согласия.",
  minutes: null,
  scale: [
    "Совсем не про меня",
    "Скорее не про меня",
    "Отчасти про меня",
    "Скорее про меня",
    "Точно про меня",
  ],
  items: [
    {
      id: "ipip-01",
      text: "В компании я часто оказываюсь в центре внимания.",
      trait: "EXTRAVERSION",
      keyed: "plus",
    },
    { id: "ipip-02", text: "Я сопереживаю чужим чувствам.", trait: "AGREEABLENESS", keyed: "plus" },
    {
      id: "ipip-03",
      text: "Я делаю бытовые дела сразу, не откладывая.",
      trait: "CONSCIENTIOUSNESS",
      keyed: "plus",
    },
    { id: "ipip-04", text: "У меня часто меняется настроение.", trait: "NEUROTICISM", keyed: "plus" },
    { id: "ipip-05", text: "У меня богатое воображение.", trait: "INTELLECT", keyed: "plus" },
    { id: "ipip-06", text: "Я говорю немного.", trait: "EXTRAVERSION", keyed: "minus" },
    {
      id: "ipip-07",
      text: "Проблемы других людей меня мало занимают.",
      trait: "AGREEABLENESS",
      keyed: "minus",
    },
    {
      id: "ipip-08",
      text: "Я часто забываю вернуть вещи на место.",
      trait: "CONSCIENTIOUSNESS",
      keyed: "minus",
    },
    {
      id: "ipip-09",
      text: "Большую часть времени я чувствую себя спокойно.",
      trait: "NEUROTICISM",
      keyed: "minus",
    },
    { id: "ipip-10", text: "Абстрактные идеи мне неинтересны.", trait: "INTELLECT", keyed: "minus" },
    {
      id: "ipip-11",
      text: "На праздниках и встречах я общаюсь со многими разными людьми.",
      trait: "EXTRAVERSION",
      keyed: "plus",
    },
    { id: "ipip-12", text: "Я чувствую, что переживают другие люди.", trait: "AGREEABLENESS", keyed: "plus" },
    { id: "ipip-13", text: "Я люблю порядок.", trait: "CONSCIENTIOUSNESS", keyed: "plus" },
    { id: "ipip-14", text: "Меня легко выбить из колеи.", trait: "NEUROTICISM", keyed: "plus" },
    { id: "ipip-15", text: "Мне трудно даются абстрактные идеи.", trait: "INTELLECT", keyed: "minus" },
    { id: "ipip-16", text: "В компании я держусь в тени.", trait: "EXTRAVERSION", keyed: "minus" },
    { id: "ipip-17", text: "Другие люди мне не особенно интересны.", trait: "AGREEABLENESS", keyed: "minus" },
    {
      id: "ipip-18",
      text: "У меня в делах часто получается путаница.",
      trait: "CONSCIENTIOUSNESS",
      keyed: "minus",
    },
    { id: "ipip-19", text: "Мне редко бывает грустно.", trait: "NEUROTICISM", keyed: "minus" },
    { id: "ipip-20", text: "Воображение у меня не очень развито.", trait: "INTELLECT", keyed: "minus" },
  ],
  traits: {
    EXTRAVERSION: {
      title: "Общительность",
      low: "Сдержанность: вам комфортнее в спокойной обстановке и в узком кругу, вы умеете долго работать сосредоточенно.",
      high: "Общительность: вас заряжает общение, вы легко заводите знакомства и охотно берёте слово в группе.",
    },
    AGREEABLENESS: {
      title: "Доброжелательность",
      low: "Независимость суждений: вы прямо говорите, что думаете, и опираетесь на факты, а не на чувства собеседника.",
      high: "Чуткость: вы замечаете чувства других людей, охотно помогаете и бережёте отношения в команде.",
    },
    CONSCIENTIOUSNESS: {
      title: "Организованность",
      low: "Гибкость: вы легко переключаетесь, импровизируете и спокойно работаете без жёсткого плана.",
      high: "Организованность: вы любите порядок и план, доводите дела до конца вовремя.",
    },
    NEUROTICISM: {
      title: "Эмоциональный стиль",
      low: "Эмоциональная устойчивость: вы обычно сохраняете ровное настроение и спокойно переносите напряжение.",
      high: "Эмоциональная чувствительность: вы остро чувствуете перемены и риски и глубоко переживаете события.",
    },
    INTELLECT: {
      title: "Воображение",
      low: "Практичность: вы предпочитаете конкретные задачи, проверенные способы и ощутимый результат.",
      high: "Воображение: вам интересны абстрактные идеи, новые подходы и творческие задачи.",
    },
  },
};
