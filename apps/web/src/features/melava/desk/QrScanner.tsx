import { Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector;
  }
}

/**
 * Reads the pass's QR code with the phone's or laptop's camera through the browser's own
 * BarcodeDetector (no library to download); where the browser has none, the desk types the number.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation("melava");
  const [on, setOn] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef({ code: "", at: 0 });
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let live = true;
    const Detector = window.BarcodeDetector;
    if (!Detector || !navigator.mediaDevices?.getUserMedia) {
      setUnsupported(true);
      setOn(false);
      return;
    }
    const detector = new Detector({ formats: ["qr_code"] });
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (s) => {
        stream = s;
        if (!live || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        const tick = async () => {
          if (!live || !video.current) return;
          const found = await detector.detect(video.current).catch(() => []);
          const code = found[0]?.rawValue;
          // The same pass held in front of the camera is read once every few seconds, not 10 times a second.
          if (code && (code !== last.current.code || Date.now() - last.current.at > 4000)) {
            last.current = { code, at: Date.now() };
            handler.current(code);
          }
          timer = window.setTimeout(tick, 250);
        };
        void tick();
      })
      .catch(() => {
        setUnsupported(true);
        setOn(false);
      });
    return () => {
      live = false;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);

  return (
    <Stack gap={4}>
      <Button variant="outline" onClick={() => setOn(!on)} data-testid="desk-scan">
        {on ? t("desk.stopScan") : t("desk.scan")}
      </Button>
      {on && (
        <video ref={video} muted playsInline style={{ width: 280, maxWidth: "100%", borderRadius: 8 }} />
      )}
      {unsupported && (
        <Text size="sm" c="dimmed">
          {t("desk.scanUnsupported")}
        </Text>
      )}
    </Stack>
  );
}
