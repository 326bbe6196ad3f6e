import { useParams } from "react-router";
import { errorCodeFromParam } from "../../config/paths";
import { ErrorScreen } from "./error-screen";

/** `/error/:code`: the numeric code, or 500 when it is not a number. (§2.1) */
export default function ErrorPage() {
  const { code } = useParams();
  return <ErrorScreen status={errorCodeFromParam(code)} />;
}
