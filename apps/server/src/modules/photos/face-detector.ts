import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';

/** What the server found in a picture. */
export interface FaceCheck {
  faceDetected: boolean;
  /** The best detection's confidence (0..1), null without a face. */
  score: number | null;
}

export interface FaceDetector {
  /** Looks for a face in an already type-checked picture; throws ImageUnreadableError when it cannot be decoded. */
  detect(image: Buffer): Promise<FaceCheck>;
}

export class ImageUnreadableError extends Error {}

/** The detector's input: the picture fitted into this square (the model's own input size). */
const INPUT_SIZE = 416;
/** Detections below this confidence do not count as a face. */
export const FACE_SCORE_THRESHOLD = 0.5;
/** Decompression bombs: a 5 MB PNG can claim gigapixels. 40 MP covers any phone camera. */
export const MAX_INPUT_PIXELS = 40_000_000;

// The parts of @vladmandic/face-api (node-wasm build) used here; its own typings reference files the
// package does not ship, so the server describes the little it calls.
interface Tensor {
  dispose(): void;
}
interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
  };
  nets: { tinyFaceDetector: { loadFromDisk(folder: string): Promise<void> } };
  TinyFaceDetectorOptions: new (options: { inputSize: number; scoreThreshold: number }) => unknown;
  detectAllFaces(input: Tensor, options: unknown): Promise<Array<{ score: number }>>;
}

const require = createRequire(import.meta.url);

async function loadFaceApi(): Promise<FaceApi> {
  // WebAssembly backend of TensorFlow.js: no native build, the .wasm files ship inside the npm package.
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  wasm.setWasmPaths(
    `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`,
  );
  if (!(await faceapi.tf.setBackend('wasm'))) throw new Error('TensorFlow.js wasm backend did not start');
  await faceapi.tf.ready();
  // The Tiny Face Detector weights (190 kB) ship inside the face-api package: nothing is downloaded.
  const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  return faceapi;
}

/**
 * The server's own face check (Tiny Face Detector of face-api, TensorFlow.js on WebAssembly), so the
 * 'no face identified' answer does not depend on what the browser claims. Loaded on the first photo; one
 * detection at a time (the WebAssembly backend runs on the main thread, ~150–400 ms on this VM).
 */
export class TinyFaceDetector implements FaceDetector {
  private api: Promise<FaceApi> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  private load(): Promise<FaceApi> {
    this.api ??= loadFaceApi().catch((error) => {
      this.api = null;
      throw error;
    });
    return this.api;
  }

  async detect(image: Buffer): Promise<FaceCheck> {
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      pixels = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate() // EXIF orientation: a phone picture taken sideways is looked at upright
        .removeAlpha()
        .toColourspace('srgb')
        .resize({ width: INPUT_SIZE, height: INPUT_SIZE, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new ImageUnreadableError((error as Error).message);
    }
    const faceapi = await this.load();
    const run = this.queue.then(async () => {
      const { data, info } = pixels;
      const tensor = faceapi.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
      try {
        const found = await faceapi.detectAllFaces(
          tensor,
          new faceapi.TinyFaceDetectorOptions({
            inputSize: INPUT_SIZE,
            scoreThreshold: FACE_SCORE_THRESHOLD,
          }),
        );
        const best = found.reduce<number | null>(
          (max, d) => (max === null || d.score > max ? d.score : max),
          null,
        );
        return { faceDetected: best !== null, score: best === null ? null : Math.round(best * 1000) / 1000 };
      } finally {
        tensor.dispose();
      }
    });
    this.queue = run.catch(() => {});
    return run;
  }
}
