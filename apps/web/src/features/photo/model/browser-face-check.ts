import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreadedSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import modelWeightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import modelManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import { createFaceDetector, type FaceApi, type FaceDetector } from './face-check';

let detector: Promise<FaceDetector> | null = null;

/** The detector of this page, loaded once (face-api and its weights come from the portal's own assets). */
export function browserFaceDetector(): Promise<FaceDetector> {
  detector ??= createFaceDetector({
    importFaceApi: async () => (await import('@vladmandic/face-api')) as unknown as FaceApi,
    loadModel: async () => {
      const response = await fetch(modelWeightsUrl);
      if (!response.ok) throw new Error(`face model: HTTP ${response.status}`);
      return { manifest: modelManifest as ModelManifest, weights: await response.arrayBuffer() };
    },
    // WebAssembly first: ~0.2 s per picture on any PC (the portal's CSP allows 'wasm-unsafe-eval', nothing
    // more); then WebGL; the plain JavaScript backend last (seconds per picture on a slow PC).
    backends: ['wasm', 'webgl', 'cpu'],
    prepare: (faceapi) => {
      // Same-version binaries, served by the portal (Vite assets); no worker threads: threaded WebAssembly needs
      // cross-origin isolation, which the portal does not turn on (partners embed it).
      faceapi.tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      faceapi.tf.setWasmPaths?.({
        'tfjs-backend-wasm.wasm': wasmUrl,
        'tfjs-backend-wasm-simd.wasm': wasmSimdUrl,
        'tfjs-backend-wasm-threaded-simd.wasm': wasmThreadedSimdUrl,
      });
    },
  }).catch((error: unknown) => {
    detector = null; // try again next time (e.g. the connection came back)
    throw error;
  });
  return detector;
}

type ModelManifest = Array<{ weights: unknown[] }>;

/**
 * Looks for a face in a picture (camera capture or uploaded file). `unreadable` when the browser cannot
 * decode it as an image; `unavailable` when the detector could not be loaded here (the server's own check
 * still decides).
 */
export async function checkFace(blob: Blob): Promise<'face' | 'noFace' | 'unreadable' | 'unavailable'> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch {
      return 'unreadable';
    }
    let ready: FaceDetector;
    try {
      ready = await browserFaceDetector();
    } catch {
      return 'unavailable';
    }
    try {
      return (await ready.detect(image)).faceDetected ? 'face' : 'noFace';
    } catch {
      return 'unavailable';
    }
  } finally {
    URL.revokeObjectURL(url);
  }
}
