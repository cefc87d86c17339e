import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { apiFile } from "../../../lib/api-file";
import { useTranslation } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";

/**
 * Downloads the biodata PDF through fetch rather than a plain link: when the server refuses (the
 * daily contact cap, with when it starts again), the member reads why instead of a silent failure.
 */
export function PdfButton({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation("profile");
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const pdf = await apiFile(`/profiles/${encodeURIComponent(slug)}/pdf?lang=${i18n.language}`);
      const url = URL.createObjectURL(pdf.bytes);
      const link = document.createElement("a");
      link.href = url;
      link.download = pdf.filename ?? `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the URL only after click() has returned.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t("common:errors.network"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={() => void download()}
      leftSection={<IconDownload size={16} aria-hidden />}
      data-testid="download-pdf"
    >
      {t("details.downloadPdf")}
    </Button>
  );
}
