import { Button, Group } from "@mantine/core";
import { IconBan, IconFlag } from "@tabler/icons-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useTranslation } from "../../lib/i18n";
import { notifySuccess } from "../../lib/notify";
import { useBlock } from "./api";

// The report form (its modal, radio list and the shared schemas) downloads when first opened.
const ReportModal = lazy(() => import("./ReportModal").then((m) => ({ default: m.ReportModal })));

/**
 * On another family's profile or interest: report it to the committee, or block the family. After a
 * block, `onBlocked` (an interest list refreshes) or back to the list (the profile is gone for us).
 */
export function SafetyActions({
  slug,
  name,
  onBlocked,
}: {
  slug: string;
  name: string;
  onBlocked?: () => void;
}) {
  const { t } = useTranslation("safety");
  const navigate = useNavigate();
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const block = useBlock();
  // Mounted from the first opening on, so it can close with its animation.
  const reportUsed = useRef(false);
  if (reporting) reportUsed.current = true;
  return (
    <Group gap="xs" data-testid="safety-actions">
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => setReporting(true)}
      >
        {t("reports.report")}
      </Button>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={() => setBlocking(true)}
      >
        {t("blocks.block")}
      </Button>
      {reportUsed.current && (
        <Suspense fallback={null}>
          <ReportModal slug={slug} opened={reporting} onClose={() => setReporting(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        opened={blocking}
        title={t("blocks.blockTitle")}
        question={`${name}: ${t("blocks.blockExplain")}`}
        confirmLabel={t("blocks.block")}
        confirmColor="red"
        onClose={() => setBlocking(false)}
        onConfirm={() =>
          block.mutateAsync(slug).then((res) => {
            notifySuccess(res.message);
            if (onBlocked) onBlocked();
            else navigate("/user/bride-groom-list", { replace: true });
          })
        }
      />
    </Group>
  );
}
