/** The camera the photo step asks for: the front one when there is a choice, up to HD. */
export const cameraConstraints: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** How long the video may take to show its first picture before §8 'did not start'. */
export const VIDEO_START_TIMEOUT_MS = 10_000;

/** Resolves when the video shows pictures; rejects after `timeoutMs` (the camera opened but never played). */
export function waitForVideo(video: HTMLVideoElement, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const events = ['playing', 'loadeddata', 'resize'] as const;
    const done = (outcome: () => void) => {
      clearTimeout(timer);
      for (const name of events) video.removeEventListener(name, check);
      outcome();
    };
    const check = () => {
      if (video.videoWidth > 0 && video.videoHeight > 0 && !video.paused) done(resolve);
    };
    const timer = setTimeout(() => done(() => reject(new Error('the camera did not start'))), timeoutMs);
    for (const name of events) video.addEventListener(name, check);
    // Muted and inline, so browsers let it play without a gesture; a refusal leaves it to the timeout.
    video.play().then(check, () => undefined);
  });
}

/** Stops every track: the camera's light goes off. */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The largest side of a camera picture sent to the server (a few hundred kB as JPEG). */
const MAX_SIDE = 1280;

/** The video's current picture as a JPEG. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.reject(new Error('no picture to capture'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('capture failed'))), 'image/jpeg', 0.9),
  );
}
