import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createFaceDetector, type FaceApi } from './face-check';

/**
 * The detector setup of the browser with the real weights shipped in face-api's package, run here on
 * face-api's Node build (TensorFlow.js CPU backend; the browser bundle itself is exercised by the e2e).
 */
const require = createRequire(import.meta.url);
const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
const photos = path.resolve(import.meta.dirname, '../../../../../../e2e/fixtures/photos');

async function pixels(file: string) {
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi & {
    tf: { tensor3d(values: Uint8Array, shape: number[], dtype: string): unknown };
  };
  const { data, info } = await sharp(path.join(photos, file))
    .removeAlpha()
    .resize({ width: 320, height: 320, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return faceapi.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
}

describe('createFaceDetector (real Tiny Face Detector weights)', { timeout: 60_000 }, () => {
  it('falls back to the next backend, loads the packaged weights and tells a face from no face', async () => {
    const detector = await createFaceDetector({
      importFaceApi: async () => require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi,
      loadModel: async () => {
        const bin = fs.readFileSync(path.join(modelDir, 'tiny_face_detector_model.bin'));
        return {
          manifest: JSON.parse(
            fs.readFileSync(path.join(modelDir, 'tiny_face_detector_model-weights_manifest.json'), 'utf8'),
          ),
          weights: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength),
        };
      },
      // No WebGL in Node: the browser's order, ending on the CPU backend.
      backends: ['webgl', 'cpu'],
    });
    const face = await detector.detect(await pixels('face.jpg'));
    expect(face.faceDetected).toBe(true);
    expect(face.score).toBeGreaterThan(0.5);
    expect(await detector.detect(await pixels('no-face.jpg'))).toEqual({ faceDetected: false, score: null });
  });

  it('fails when no backend starts (the component then leaves the check to the server)', async () => {
    const setup = {
      importFaceApi: async () =>
        ({ tf: { setBackend: async () => false, ready: async () => undefined } }) as unknown as FaceApi,
      loadModel: async () => ({ manifest: [], weights: new ArrayBuffer(0) }),
      backends: ['webgl', 'cpu'],
    };
    await expect(createFaceDetector(setup)).rejects.toThrow('no TensorFlow.js backend');
    const throwing = {
      ...setup,
      importFaceApi: async () =>
        ({
          tf: {
            setBackend: async () => {
              throw new Error('no WebGL');
            },
          },
        }) as unknown as FaceApi,
    };
    await expect(createFaceDetector(throwing)).rejects.toThrow('no TensorFlow.js backend');
  });
});
