import { onFirstUse } from "@rabota/domain/format";
import type { CompanyVerification } from "@rabota/domain/wire/companies";
import { VERIFIED_COMPANY_LABEL, verificationRequestSchema } from "@rabota/domain/wire/companies";
import { VerifiedBadge } from "@rabota/ui/badge";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { useEffect, useState } from "react";
import { FormTextField, useZodForm } from "../../lib/forms";
import { useCompanyVerification, useEmployerActions } from "../store/employer-store-provider";
import "./company-verification.css";

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);

/** «20 июня 1991»: the registration date as a sentence says it (Intl adds « г.», which it does not). */
function registeredOnText(isoDate: string): string {
  return longDate()
    .formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .filter((part) => part.type === "day" || part.type === "month" || part.type === "year")
    .map((part) => part.value)
    .join(" ");
}

function VerificationFacts({ verification }: { verification: CompanyVerification }) {
  return (
    <div className="rb-verification__result" data-testid="company-verification">
      <VerifiedBadge label={VERIFIED_COMPANY_LABEL} />
      <p className="rb-verification__name">{verification.legalName}</p>
      <p className="rb-verification__meta">
        ИНН {verification.inn}, ОГРН {verification.ogrn}, зарегистрирована{" "}
        <time dateTime={verification.registeredOn}>{registeredOnText(verification.registeredOn)}</time>
      </p>
    </div>
  );
}

/**
 * «Проверка компании» of the employer profile, for active members: the company's ИНН is checked
 * (the domain's check digits, «Некорректный ИНН», before anything is sent), then looked up in the
 * registry of legal entities; an active entity verifies the company, whose cards then carry
 * «Проверенная компания». Shows the current verification, or the registry's refusal.
 */
export function CompanyVerificationSection() {
  const { current, checking } = useCompanyVerification();
  const actions = useEmployerActions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(verificationRequestSchema, { inn: "" });

  useEffect(() => {
    void actions.loadVerification();
  }, [actions]);

  const submit = form.handleSubmit(async ({ inn }) => {
    setRefusal(null);
    const result = await actions.verifyCompany(inn);
    if (result.ok) form.reset({ inn: "" });
    else setRefusal(result.message);
  });

  return (
    <Card asChild>
      <section aria-labelledby="employer-verification" className="rb-verification">
        <CardHeader>
          <CardTitle level={2} id="employer-verification">
            Проверка компании
          </CardTitle>
        </CardHeader>
        <CardContent>
          {current ? <VerificationFacts verification={current} /> : null}
          <form className="rb-verification__form" noValidate onSubmit={submit}>
            <FormTextField
              form={form}
              name="inn"
              label="ИНН"
              hint="10 цифр у организации, 12 — у индивидуального предпринимателя"
              inputMode="numeric"
              autoComplete="off"
            />
            <Button type="submit" loading={checking}>
              Проверить
            </Button>
          </form>
          {/* Announced when it appears: the answer comes after a wait on the registry. */}
          <div role="alert" className="rb-verification__refusal">
            {refusal}
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
