import { resources } from '@ponto/i18n';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { PhotoCapture, type PhotoValue } from '../index';

const faceCheck = vi.hoisted(() => ({
  checkFace: vi.fn<(blob: Blob) => Promise<'face' | 'noFace' | 'unreadable' | 'unavailable'>>(),
  browserFaceDetector: vi.fn(() => Promise.resolve({ detect: vi.fn() })),
}));
vi.mock('../model/browser-face-check', () => faceCheck);

const frame = vi.hoisted(() => ({ captureFrame: vi.fn() }));
vi.mock('@/lib/camera/camera', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/camera/camera')>()),
  captureFrame: frame.captureFrame,
}));

const pt = resources['pt-BR'];
const errors = pt.errors as Record<string, { title: string }>;
const photoTexts = pt.photo as unknown as {
  openCamera: string;
  capture: string;
  upload: string;
  previewAlt: string;
  status: { saved: string };
  errors: Record<string, string>;
};
const title = (code: string) => errors[code]!.title;

const PHOTO_ID = '8a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const fieldError = (messageKey: string, params?: Record<string, number>) =>
  json(400, {
    error: {
      code: 'VALIDATION_FAILED',
      status: 400,
      titleKey: 'errors:VALIDATION_FAILED.title',
      adviceKey: 'errors:VALIDATION_FAILED.advice',
      message: 'x',
      fields: [{ field: 'file', messageKey, ...(params && { params }) }],
    },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/** What the server answers to /photos calls; other calls of the shell (customization, ping) get a 404. */
let photosServer: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
const photoCalls = () => photosServer.mock.calls;
let changes: Array<PhotoValue | null>;
let tracks: Array<{ stop: ReturnType<typeof vi.fn> }>;

function Harness({ initial = null }: { initial?: PhotoValue | null }) {
  const [value, setValue] = useState<PhotoValue | null>(initial);
  return (
    <PhotoCapture
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

async function renderPhoto(initial: PhotoValue | null = null) {
  const services = testServices({ fetch: fetchMock });
  await services.completeLogin(loginResponse(session()));
  const rendered = renderWithApp(<Harness initial={initial} />, services);
  await screen.findByRole('button', { name: photoTexts.upload });
  return rendered;
}

function stubCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(getUserMedia) },
    configurable: true,
  });
}

function fakeStream() {
  const track = { stop: vi.fn() };
  tracks.push(track);
  return { getTracks: () => [track] };
}

/** jsdom has no media playback: a video that "plays" 640×480 at once, or never. */
function stubVideo(plays: boolean) {
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (plays) setTimeout(() => this.dispatchEvent(new Event('playing')), 0);
    return plays ? Promise.resolve() : Promise.reject(new DOMException('no', 'NotAllowedError'));
  });
  Object.defineProperty(proto, 'paused', { get: () => !plays, configurable: true });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', {
    get: () => (plays ? 640 : 0),
    configurable: true,
  });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', {
    get: () => (plays ? 480 : 0),
    configurable: true,
  });
}

beforeEach(() => {
  changes = [];
  tracks = [];
  photosServer = vi.fn(async () => Promise.reject(new TypeError('unexpected call')));
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/photos')) return photosServer(url, init);
    return json(404, {
      error: { code: 'NOT_FOUND', status: 404, titleKey: 'x', adviceKey: 'x', message: 'x' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
  faceCheck.checkFace.mockResolvedValue('face');
  frame.captureFrame.mockResolvedValue(
    new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  );
  stubVideo(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhotoCapture: camera errors (§8), each translated, with the upload always offered', () => {
  it.each([
    ['NotAllowedError', 'CAMERA_NOT_ALLOWED'],
    ['SecurityError', 'CAMERA_NOT_ALLOWED'],
    ['NotFoundError', 'CAMERA_NOT_FOUND'],
    ['NotReadableError', 'CAMERA_IN_USE'],
    ['OverconstrainedError', 'CAMERA_INCOMPATIBLE'],
    ['TypeError', 'CAMERA_INCOMPATIBLE'],
  ])('getUserMedia throws %s → %s', async (name, code) => {
    stubCamera(() => Promise.reject(new DOMException('failed', name)));
    await renderPhoto();
    await userEvent.click(screen.getByRole('button', { name: photoTexts.openCamera }));
    expect(await screen.findByRole('alert')).toHaveTextContent(title(code));
    expect(screen.getByRole('button', { name: photoTexts.upload })).toBeEnabled();
    expect(changes).toEqual([]);
  });

  it('an OverconstrainedError on the device is "not found"', async () => {
    stubCamera(() =>
      Promise.reject(
        Object.assign(new DOMException('failed', 'OverconstrainedError'), { constraint: 'deviceId' }),
      ),
    );
    await renderPhoto();
    await userEvent.click(screen.getByRole('button', { name: photoTexts.openCamera }));
    expect(await screen.findByRole('alert')).toHaveTextContent(title('CAMERA_NOT_FOUND'));
  });

  it('outside a secure context says "not supported" without asking for the camera', async () => {
    stubCamera(() => Promise.resolve(fakeStream()));
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    await renderPhoto();
    await userEvent.click(screen.getByRole('button', { name: photoTexts.openCamera }));
    expect(await screen.findByRole('alert')).toHaveTextContent(title('CAMERA_NOT_SUPPORTED'));
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('a browser without getUserMedia is "browser incompatible"', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    await renderPhoto();
    await userEvent.click(screen.getByRole('button', { name: photoTexts.openCamera }));
    expect(await screen.findByRole('alert')).toHaveTextContent(title('CAMERA_BROWSER_INCOMPATIBLE'));
  });

  it('a video that never starts playing is "did not start" after the timeout, and the camera is released', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubVideo(false);
    stubCamera(() => Promise.resolve(fakeStream()));
    await renderPhoto();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: photoTexts.openCamera }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(title('CAMERA_NOT_STARTED'));
    expect(tracks[0]!.stop).toHaveBeenCalled();
  });
});

describe('PhotoCapture: taking the picture', () => {
  it('captures, checks the face, uploads with the workplace header and hands over the stored id', async () => {
    stubCamera(() => Promise.resolve(fakeStream()));
    photosServer.mockImplementation(async () =>
      json(201, { id: PHOTO_ID, faceDetected: true, contentType: 'image/jpeg', sizeBytes: 3 }),
    );
    await renderPhoto();
    await userEvent.click(screen.getByRole('button', { name: photoTexts.openCamera }));
    await userEvent.click(await screen.findByRole('button', { name: photoTexts.capture }));
    await waitFor(() =>
      expect(changes.at(-1)).toEqual({
        photoId: PHOTO_ID,
        faceDetected: true,
        previewUrl: `/photos/${PHOTO_ID}`,
      }),
    );
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(faceCheck.checkFace).toHaveBeenCalledTimes(1);
    const [url, init] = photoCalls()[0]!;
    expect(url).toBe('/photos');
    expect(init?.method).toBe('POST');
    expect((init!.headers as Record<string, string>).cnpj).toBe('22333444000181');
    expect((init!.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(screen.getByRole('status')).toHaveTextContent(photoTexts.status.saved);
    expect(screen.getByRole('img', { name: photoTexts.previewAlt })).toHaveAttribute('src', 'blob:picture');
  });

  it('a picture without a face says "no face identified", is not uploaded and not handed over', async () => {
    stubCamera(() => Promise.resolve(fakeStream()));
    faceCheck.checkFace.mockResolvedValue('noFace');
    await renderPhoto();
    await userEvent.click(screen.getByRole('button', { name: photoTexts.openCamera }));
    await userEvent.click(await screen.findByRole('button', { name: photoTexts.capture }));
    expect(await screen.findByRole('alert')).toHaveTextContent(title('CAMERA_NO_FACE'));
    expect(photosServer).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
    // Take again is offered, and the upload too.
    expect(screen.getByRole('button', { name: (pt.photo as { retake: string }).retake })).toBeEnabled();
    expect(screen.getByRole('button', { name: photoTexts.upload })).toBeEnabled();
  });
});

describe('PhotoCapture: uploading a file instead', () => {
  function fileInput() {
    return document.querySelector('input[type="file"]') as HTMLInputElement;
  }

  it('accepts only JPEG, PNG and WebP, checks the face of the file and stores it', async () => {
    photosServer.mockImplementation(async () =>
      json(201, { id: PHOTO_ID, faceDetected: true, contentType: 'image/jpeg', sizeBytes: 7 }),
    );
    await renderPhoto();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = jpeg();
    await userEvent.upload(fileInput(), file);
    await waitFor(() => expect(changes.at(-1)?.photoId).toBe(PHOTO_ID));
    expect(faceCheck.checkFace).toHaveBeenCalledWith(file);
    expect(((photoCalls()[0]![1]!.body as FormData).get('file') as File).name).toBe('foto.jpg');
  });

  it('the server has the last word on the face: faceDetected false is "no face identified"', async () => {
    photosServer.mockImplementation(async () =>
      json(201, { id: PHOTO_ID, faceDetected: false, contentType: 'image/jpeg', sizeBytes: 7 }),
    );
    await renderPhoto();
    await userEvent.upload(fileInput(), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(title('CAMERA_NO_FACE'));
    expect(changes).toEqual([]);
  });

  it('uploads even when the face detector could not load here (the server checks)', async () => {
    faceCheck.checkFace.mockResolvedValue('unavailable');
    photosServer.mockImplementation(async () =>
      json(201, { id: PHOTO_ID, faceDetected: true, contentType: 'image/jpeg', sizeBytes: 7 }),
    );
    await renderPhoto();
    await userEvent.upload(fileInput(), jpeg());
    await waitFor(() => expect(changes.at(-1)?.photoId).toBe(PHOTO_ID));
  });

  it("shows the server's field error for the file, translated", async () => {
    photosServer.mockImplementation(async () => fieldError('photo:errors.unsupportedType'));
    await renderPhoto();
    await userEvent.upload(fileInput(), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(photoTexts.errors.unsupportedType!);
    expect(changes).toEqual([]);
  });

  it('refuses a file over 5 MB at once, naming the limit', async () => {
    await renderPhoto();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('5 MB');
    expect(photosServer).not.toHaveBeenCalled();
  });

  it('a picture the browser cannot decode is unreadable', async () => {
    faceCheck.checkFace.mockResolvedValue('unreadable');
    await renderPhoto();
    await userEvent.upload(fileInput(), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(photoTexts.errors.unreadable!);
    expect(photosServer).not.toHaveBeenCalled();
  });
});

describe('PhotoCapture: a photo already stored (back in the wizard, or after a reload)', () => {
  it('downloads it with the session headers and shows it; removing it hands over null', async () => {
    photosServer.mockImplementation(
      async () => new Response(new Uint8Array([1]), { headers: { 'content-type': 'image/png' } }),
    );
    await renderPhoto({ photoId: PHOTO_ID, faceDetected: true, previewUrl: `/photos/${PHOTO_ID}` });
    expect(await screen.findByRole('img', { name: photoTexts.previewAlt })).toHaveAttribute(
      'src',
      'blob:picture',
    );
    const [url, init] = photoCalls()[0]!;
    expect(url).toBe(`/photos/${PHOTO_ID}`);
    const headers = init?.headers as Record<string, string>;
    expect(headers.cnpj).toBe('22333444000181');
    expect(headers.Authorization).toBe('Bearer access-1');
    await userEvent.click(screen.getByRole('button', { name: (pt.photo as { remove: string }).remove }));
    expect(changes).toEqual([null]);
  });
});
