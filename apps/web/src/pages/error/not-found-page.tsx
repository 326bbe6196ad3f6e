import { ErrorScreen } from "./error-screen";

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return <ErrorScreen status={404} />;
}
