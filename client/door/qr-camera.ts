/**
 * The door's QR scanner (issue 39): the back camera (getUserMedia, facingMode "environment") into a video, a few
 * frames a second read by the browser's BarcodeDetector where it reads QR codes, else by jsQR (loaded only then,
 * from a canvas). A QR code holds the bare check-in code; the same text read again within REPEAT_MS is said once.
 */

/** Frames read per second: enough for a code held up, little work for the phone. */
export const FRAMES_PER_SECOND = 4;
/** How long the same code in view is not read again. */
export const REPEAT_MS = 4_000;
/** The longest side of a frame given to jsQR: smaller is faster, and a code held up is big. */
const MAX_FRAME_SIDE = 720;

/** Why the camera cannot scan: the visitor or the browser refused it, or there is none. */
export type CameraFailure = "denied" | "unavailable";

export class CameraError extends Error {
  readonly failure: CameraFailure;
  constructor(failure: CameraFailure) {
    super(`The camera is ${failure}.`);
    this.name = "CameraError";
    this.failure = failure;
  }
}

/** The part of the Barcode Detection API the door uses (not in TypeScript's DOM types yet). */
type BarcodeDetectorClass = {
  new (
    options: { formats: string[] },
  ): { detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>> };
  getSupportedFormats(): Promise<string[]>;
};

/** Reads the text of the QR code in a video's current frame, or null. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's own reader of QR codes, where it has one. */
async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** jsQR's decoder: RGBA pixels to the code's text. */
type Decode = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: "dontInvert" | "attemptBoth" },
) => { data: string } | null;

/**
 * jsQR's decoder from its module: jsqr is CommonJS whose types declare an ES default export, so the function is the
 * default export in one bundler and the default's default in another.
 */
function decoderOf(loaded: unknown): Decode {
  const outer = (loaded as { default?: unknown }).default;
  const inner = (outer as { default?: unknown } | undefined)?.default;
  const decode = typeof outer === "function" ? outer : inner;
  if (typeof decode !== "function") throw new CameraError("unavailable");
  return decode as Decode;
}

/** jsQR over a canvas, loaded when first needed. */
async function jsQrReader(): Promise<QrReader> {
  const jsQR = decoderOf(await import("jsqr"));
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new CameraError("unavailable");
  return (video) => {
    const side = Math.max(video.videoWidth, video.videoHeight);
    if (side === 0) return Promise.resolve(null);
    const scale = Math.min(1, MAX_FRAME_SIDE / side);
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return Promise.resolve(
      jsQR(image.data, width, height, { inversionAttempts: "attemptBoth" })?.data ?? null,
    );
  };
}

/** The best reader this browser has. */
export async function createQrReader(): Promise<QrReader> {
  return await nativeReader() ?? await jsQrReader();
}

/** A running scan. */
export type CameraScan = { stop(): void };

/**
 * Starts the back camera in `video` and reads it FRAMES_PER_SECOND times a second, telling `onText` of each QR
 * code read (the same text once per REPEAT_MS). Throws a CameraError when the camera cannot be used.
 */
export async function startCameraScan(
  video: HTMLVideoElement,
  onText: (text: string) => void,
  now: () => number = Date.now,
): Promise<CameraScan> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError("unavailable");
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: "environment" } },
      audio: false,
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : "";
    throw new CameraError(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    const read = await createQrReader();
    let last = { text: "", at: -Infinity };
    const frame = async () => {
      if (stopped) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const text = await read(video).catch(() => null);
        if (!stopped && text && (text !== last.text || now() - last.at > REPEAT_MS)) {
          last = { text, at: now() };
          onText(text);
        }
      }
      if (!stopped) timer = setTimeout(frame, 1_000 / FRAMES_PER_SECOND);
    };
    void frame();
  } catch (error) {
    stop();
    throw error instanceof CameraError ? error : new CameraError("unavailable");
  }
  return { stop };
}
