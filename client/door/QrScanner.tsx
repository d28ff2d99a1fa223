/**
 * Scanning guests' QR codes at the door (issue 39): the back camera, started by a tap (qr-camera.ts), stopped when
 * the visitor stops it, leaves the scan, or the page is hidden (and started again when it shows, if it ran). The
 * view sits under the result, its button at the bottom in reach of a thumb. A camera refused or missing says so,
 * and points to the code and the name.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../i18n/use-words.ts";
import { CameraError, type CameraFailure, type CameraScan, startCameraScan } from "./qr-camera.ts";

export type CameraState = "off" | "starting" | "on" | CameraFailure;

export type CameraControl = {
  video: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  toggle: () => void;
};

/** The camera of the scan, reading codes into `onText` while `active` (the scan is the way in shown). */
export function useCameraScan(active: boolean, onText: (text: string) => void): CameraControl {
  const video = useRef<HTMLVideoElement>(null);
  const scan = useRef<CameraScan | null>(null);
  const wanted = useRef(false);
  const told = useRef(onText);
  told.current = onText;
  const [camera, setCamera] = useState<CameraState>("off");

  const stop = useCallback(() => {
    scan.current?.stop();
    scan.current = null;
  }, []);

  const start = useCallback(async () => {
    if (!video.current || scan.current) return;
    setCamera("starting");
    try {
      const started = await startCameraScan(video.current, (text) => told.current(text));
      if (!wanted.current) {
        started.stop();
        return setCamera("off");
      }
      scan.current = started;
      setCamera("on");
    } catch (error) {
      wanted.current = false;
      setCamera(error instanceof CameraError ? error.failure : "unavailable");
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    const visibility = () => {
      if (document.visibilityState === "hidden") {
        stop();
        if (wanted.current) setCamera("off");
      } else if (wanted.current) {
        void start();
      }
    };
    document.addEventListener("visibilitychange", visibility);
    return () => {
      document.removeEventListener("visibilitychange", visibility);
      wanted.current = false;
      stop();
      setCamera("off");
    };
  }, [active, start, stop]);

  const toggle = useCallback(() => {
    if (wanted.current) {
      wanted.current = false;
      stop();
      setCamera("off");
    } else {
      wanted.current = true;
      void start();
    }
  }, [start, stop]);

  return { video, camera, toggle };
}

/** The camera's view, with a frame to hold the code in, and what the camera is doing. */
export function Viewfinder({ control }: { control: CameraControl }) {
  const t = useT();
  const { camera } = control;
  const running = camera === "on" || camera === "starting";
  return (
    <section className="door-scanner">
      <div className={running ? "door-viewfinder door-viewfinder-on" : "door-viewfinder"}>
        <video ref={control.video} aria-label={t("door.scan.video")} muted playsInline />
        <div className="door-viewfinder-frame" aria-hidden="true" />
      </div>
      <p className="door-hint door-scan-state" role="status">
        {camera === "denied"
          ? t("door.scan.denied")
          : camera === "unavailable"
          ? t("door.scan.unavailable")
          : camera === "starting"
          ? t("door.scan.starting")
          : t("door.scan.hint")}
      </p>
    </section>
  );
}

/** Starts or stops the camera. */
export function ScanButton({ control }: { control: CameraControl }) {
  const t = useT();
  const running = control.camera === "on" || control.camera === "starting";
  return (
    <button
      type="button"
      className={running ? "door-secondary door-wide" : "door-primary door-wide"}
      onClick={control.toggle}
    >
      {running ? t("door.scan.stop") : t("door.scan.start")}
    </button>
  );
}
