import { Skeleton } from "@rabota/ui/skeleton";
import { useEffect } from "react";
import { useContest, useContestActions } from "../store/contest-store-provider";
import "./contest.css";

const percent = new Intl.NumberFormat("ru-RU", { style: "percent", maximumFractionDigits: 0 });

/**
 * «Как считается коэффициент»: the formula in force as the gateway states it — the linear
 * sum of weighted factors, what each measures, and how the scores are made.
 */
export function FormulaView() {
  const formula = useContest((state) => state.formula);
  const status = useContest((state) => state.formulaStatus);
  const { loadFormula } = useContestActions();
  useEffect(() => {
    void loadFormula();
  }, [loadFormula]);

  if (status === "error") return <p role="alert">Не удалось загрузить формулу. Обновите страницу.</p>;
  if (!formula) return <Skeleton shape="text" lines={8} />;
  const sum = formula.factors.map(
    (factor) => `${percent.format(factor.weight)} × ${factor.name.toLowerCase()}`,
  );
  return (
    <div className="rb-formula">
      <p className="rb-formula__lead">
        Коэффициент соответствия — число от 0 до 100 для каждой вакансии. Это взвешенная сумма: каждый фактор
        оценивается от 0 до 1, умножается на свой вес и на 100.
      </p>
      <p className="rb-formula__sum" data-testid="formula-sum">
        Коэффициент = 100 × ({sum.join(" + ")})
      </p>
      <table className="rb-formula__table">
        <caption>Факторы формулы версии {formula.formulaVersion}</caption>
        <thead>
          <tr>
            <th scope="col">Фактор</th>
            <th scope="col">Вес</th>
            <th scope="col">Что измеряет</th>
          </tr>
        </thead>
        <tbody>
          {formula.factors.map((factor) => (
            <tr key={factor.key}>
              <th scope="row">{factor.name}</th>
              <td>{percent.format(factor.weight)}</td>
              <td>{factor.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="rb-formula__scores">
        <div>
          <dt>Конкурсный балл</dt>
          <dd>{formula.fullScore}</dd>
        </div>
        <div>
          <dt>Балл профиля</dt>
          <dd>{formula.profileScore}</dd>
        </div>
        <div>
          <dt>Балл логики</dt>
          <dd>{formula.logicScore}</dd>
        </div>
      </dl>
      <p className="rb-formula__note">
        Формула не использует имя, фамилию, фото, дату рождения, возраст, пол и почту. Подтверждённое тестом
        весит больше, чем указанное в профиле; ничего не додумывается.
      </p>
    </div>
  );
}
