import { termsText } from "./content/terms";
import { LegalDocument } from "./legal-document";

/** The terms of use (route "/documents/terms"; "/terms" replace-redirects here). */
export default function TermsPage() {
  return <LegalDocument text={termsText} contained />;
}
