import { responseRateLine } from "@rabota/domain/format";
import type { ResponseRateDto } from "@rabota/domain/wire/vacancy";
import { ChatIcon } from "@rabota/ui/icon";
import "./vacancies.css";

export interface ResponseRateLineProps {
  rate: ResponseRateDto;
  /** Says nothing while there are too few responses to judge (a card keeps to what it knows). */
  judgedOnly?: boolean;
}

/**
 * How the company answers responses (issue 25), where the applicant decides: «Отвечает на 85 %
 * откликов, обычно в течение 2 дней», or «Пока мало откликов, чтобы судить о скорости ответа».
 */
export function ResponseRateLine({ rate, judgedOnly }: ResponseRateLineProps) {
  if (judgedOnly && rate.rate === null) return null;
  return (
    <p className="rb-response-rate" data-testid="response-rate">
      <ChatIcon aria-hidden="true" />
      <span>{responseRateLine(rate)}</span>
    </p>
  );
}
