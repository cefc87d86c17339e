import { Stepper } from "@mantine/core";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { editProfileTarget } from "../profiles/navigation";

/** Editing a profile has two steps: its details (the profile form) and the partner preferences. */
export function ProfileSteps({ profileId, active }: { profileId: number; active: 0 | 1 }) {
  const { t } = useTranslation(["profile", "matches"]);
  const navigate = useNavigate();
  return (
    <Stepper
      active={active}
      size="sm"
      allowNextStepsSelect
      onStepClick={(step) => {
        if (step === active) return;
        if (step === 1) navigate(`/user/partner-preferences/${profileId}`);
        else {
          const edit = editProfileTarget(profileId, "edit");
          navigate(edit.to, { state: edit.state });
        }
      }}
    >
      <Stepper.Step label={t("profile:form.editTitle")} />
      <Stepper.Step label={t("matches:preferences.title")} />
    </Stepper>
  );
}
