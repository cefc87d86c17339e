import { TERMS_LAST_UPDATED } from "@vv/shared/constants";
import { LegalDocument } from "./LegalDocument";
import { TERMS_SECTION_COUNT } from "./section-counts";

export function TermsPage() {
  return (
    <LegalDocument
      kind="terms"
      sectionCount={TERMS_SECTION_COUNT}
      dateKey="lastUpdated"
      date={TERMS_LAST_UPDATED}
    />
  );
}
