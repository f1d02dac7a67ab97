/**
 * The browser's face check (docs/photos.md): face-api's Tiny Face Detector, the same model and threshold as
 * the server. face-api (with TensorFlow.js inside) is ~1.3 MB, so it is imported only when step 5 is shown;
 * its weights are bundled by Vite as assets of the portal: nothing is fetched from anywhere else.
 */

/** The model's input size and the confidence that counts as a face, as on the server. */
export const FACE_INPUT_SIZE = 416;
export const FACE_SCORE_THRESHOLD = 0.5;

// The part of face-api used here (its own typings point at files its package does not ship).
export interface FaceApiTensor {
  dispose(): void;
}
export interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    io: { decodeWeights(data: ArrayBuffer, specs: unknown[]): Record<string, unknown> };
    env(): { set(flag: string, value: unknown): void };
    setWasmPaths?(paths: Record<string, string>): void;
  };
  nets: { tinyFaceDetector: { loadFromWeightMap(weights: Record<string, unknown>): void } };
  TinyFaceDetectorOptions: new (options: { inputSize: number; scoreThreshold: number }) => unknown;
  detectAllFaces(input: unknown, options: unknown): Promise<Array<{ score: number }>>;
}

export interface ModelFiles {
  /** The weights manifest (face-api's tiny_face_detector_model-weights_manifest.json). */
  manifest: Array<{ weights: unknown[] }>;
  /** The weights themselves (tiny_face_detector_model.bin). */
  weights: ArrayBuffer;
}

export interface FaceDetectorSetup {
  importFaceApi(): Promise<FaceApi>;
  loadModel(): Promise<ModelFiles>;
  /** TensorFlow.js backends to try, best first. */
  backends: string[];
  /** Called once face-api is loaded, before any backend is tried (e.g. where the .wasm files are). */
  prepare?(faceapi: FaceApi): void;
}

/** A ready detector: how many faces, and the best score, in an image, canvas or tensor. */
export interface FaceDetector {
  detect(input: unknown): Promise<{ faceDetected: boolean; score: number | null }>;
}

export async function createFaceDetector(setup: FaceDetectorSetup): Promise<FaceDetector> {
  const faceapi = await setup.importFaceApi();
  setup.prepare?.(faceapi);
  let backendReady = false;
  for (const backend of setup.backends) {
    try {
      if (await faceapi.tf.setBackend(backend)) {
        await faceapi.tf.ready();
        backendReady = true;
        break;
      }
    } catch {
      // e.g. no WebGL in this browser: try the next backend
    }
  }
  if (!backendReady) throw new Error('no TensorFlow.js backend');
  const { manifest, weights } = await setup.loadModel();
  const specs = manifest.flatMap((group) => group.weights);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(faceapi.tf.io.decodeWeights(weights, specs));
  const options = new faceapi.TinyFaceDetectorOptions({
    inputSize: FACE_INPUT_SIZE,
    scoreThreshold: FACE_SCORE_THRESHOLD,
  });
  return {
    async detect(input) {
      const found = await faceapi.detectAllFaces(input, options);
      const best = found.reduce<number | null>(
        (max, d) => (max === null || d.score > max ? d.score : max),
        null,
      );
      return { faceDetected: best !== null, score: best };
    },
  };
}
