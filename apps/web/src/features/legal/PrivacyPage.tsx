import { PRIVACY_EFFECTIVE } from "@vv/shared/constants";
import { LegalDocument } from "./LegalDocument";
import { PRIVACY_SECTION_COUNT } from "./section-counts";

export function PrivacyPage() {
  return (
    <LegalDocument
      kind="privacy"
      sectionCount={PRIVACY_SECTION_COUNT}
      dateKey="effective"
      date={PRIVACY_EFFECTIVE}
    />
  );
}
