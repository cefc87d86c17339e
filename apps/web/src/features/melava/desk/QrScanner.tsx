import { Button, Stack, Text } from "@mantine/core";
import jsQRUrl from "jsqr/dist/jsQR.js?url";
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

type Reader = (video: HTMLVideoElement) => Promise<string | undefined>;

/** The browser's own BarcodeDetector (Chrome on Android and macOS): nothing to download. */
function nativeReader(Detector: NonNullable<Window["BarcodeDetector"]>): Reader {
  const detector = new Detector({ formats: ["qr_code"] });
  return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue;
}

type JsQR = typeof import("jsqr").default;
let jsQRLoading: Promise<JsQR> | undefined;

/**
 * jsQR's own UMD file as a classic script (it defines window.jsQR): imported as a module, its
 * CommonJS wrapper would add the bundler's interop runtime to every page's first load.
 */
function loadJsQR(): Promise<JsQR> {
  jsQRLoading ??= new Promise<JsQR>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = jsQRUrl;
    script.onload = () => {
      const found = (window as unknown as { jsQR?: JsQR }).jsQR;
      if (found) resolve(found);
      else reject(new Error("jsQR missing"));
    };
    script.onerror = () => {
      jsQRLoading = undefined;
      reject(new Error("jsQR failed to load"));
    };
    document.head.append(script);
  });
  return jsQRLoading;
}

/**
 * Where the browser has no BarcodeDetector (Chromium on Linux and Windows, Firefox, Safari before
 * 17), jsQR reads frames drawn to a canvas; it is downloaded only when the camera is switched on.
 * Frames are scaled to at most 640 px wide: a pass held up to the camera still fills enough of it.
 */
async function canvasReader(): Promise<Reader> {
  const jsQR = await loadJsQR();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data || undefined
    );
  };
}

/**
 * Reads the pass's QR code with the phone's or laptop's camera: the browser's BarcodeDetector where
 * it has one, else jsQR on camera frames; without a camera the desk types the number.
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
    if (!navigator.mediaDevices?.getUserMedia) {
      setUnsupported(true);
      setOn(false);
      return;
    }
    const Detector = window.BarcodeDetector;
    void Promise.all([
      Detector ? nativeReader(Detector) : canvasReader(),
      navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } }),
    ])
      .then(async ([read, s]) => {
        stream = s;
        if (!live || !video.current) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = s;
        await video.current.play();
        const tick = async () => {
          if (!live || !video.current) return;
          const code = await read(video.current).catch(() => undefined);
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
