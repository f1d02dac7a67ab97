import { Alert, Box, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import {
  cameraConstraints,
  captureFrame,
  stopStream,
  VIDEO_START_TIMEOUT_MS,
  waitForVideo,
} from '@/lib/camera/camera';
import {
  browserUnsupported,
  type CameraErrorCode,
  cameraErrorOf,
  cameraUnavailable,
} from '@/lib/camera/camera-errors';
import { useServices, useSession } from '@/lib/services-context';
import {
  fetchPhoto,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  photoPath,
  uploadPhoto,
} from '../api/photos';
import { browserFaceDetector, checkFace } from '../model/browser-face-check';

/** The stored photo, by its server id; `previewUrl` is the API path of the picture. */
export interface PhotoValue {
  photoId: string;
  faceDetected: boolean;
  previewUrl: string;
}

export interface PhotoCaptureProps {
  value: PhotoValue | null;
  onChange: (next: PhotoValue | null) => void;
  /** A message about the photo from the form (already translated), shown under the step. */
  error?: string;
}

type Phase = 'idle' | 'starting' | 'live' | 'checking' | 'uploading';
type Problem = { kind: 'code'; code: CameraErrorCode | ApiError['code'] } | { kind: 'text'; text: string };

/**
 * Step 5 of the new-exam wizard (§2, §3 photo holding a document; docs/photos.md): the camera with every §8
 * camera error, a file upload at all times, the face check in the browser (then again on the server), and
 * the stored photo's id handed to the form.
 */
export function PhotoCapture({ value, onChange, error }: PhotoCaptureProps) {
  const { t } = useTranslation(['photo', 'errors']);
  const services = useServices();
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? '';
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  /** The last picture taken or chosen here, shown while it is checked and after. */
  const [picture, setPicture] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const resetFileRef = useRef<() => void>(null);
  /** Bumped by every new action and on unmount: late answers of an older one are ignored. */
  const generation = useRef(0);

  const stopCamera = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  // The step is shown: start loading the face detector now, so it is ready when the picture is.
  useEffect(() => {
    browserFaceDetector().catch(() => undefined);
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      stopCamera();
    },
    [stopCamera],
  );

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture) : undefined), [picture]);

  const storedPreview = useStoredPhoto(picture ? null : value, services, cnpj);

  function fail(next: Problem, run: number) {
    if (run !== generation.current) return;
    setProblem(next);
    setPhase('idle');
  }

  async function openCamera() {
    const run = ++generation.current;
    setProblem(null);
    setJustSaved(false);
    const unavailable = cameraUnavailable(window);
    if (unavailable) return fail({ kind: 'code', code: unavailable }, run);
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(cameraConstraints);
    } catch (cause) {
      return fail({ kind: 'code', code: cameraErrorOf(cause) }, run);
    }
    if (run !== generation.current) return stopStream(stream);
    streamRef.current = stream;
    const video = videoRef.current;
    if (!video) {
      stopCamera();
      return fail({ kind: 'code', code: 'CAMERA_NOT_STARTED' }, run);
    }
    video.srcObject = stream;
    try {
      await waitForVideo(video, VIDEO_START_TIMEOUT_MS);
    } catch {
      if (run === generation.current) stopCamera();
      return fail({ kind: 'code', code: 'CAMERA_NOT_STARTED' }, run);
    }
    if (run === generation.current) setPhase('live');
  }

  function closeCamera() {
    generation.current += 1;
    stopCamera();
    setPhase('idle');
  }

  async function takePicture() {
    const video = videoRef.current;
    if (!video) return;
    let blob: Blob;
    try {
      blob = await captureFrame(video);
    } catch {
      stopCamera();
      return fail({ kind: 'code', code: 'CAMERA_NOT_STARTED' }, generation.current);
    }
    stopCamera();
    await processPicture(blob, 'photo.jpg');
  }

  function chooseFile(file: File | null) {
    resetFileRef.current?.();
    if (!file) return;
    const run = ++generation.current;
    stopCamera();
    setJustSaved(false);
    if (file.size > PHOTO_MAX_BYTES)
      return fail({ kind: 'text', text: t('photo:errors.tooLarge', { max: PHOTO_MAX_MEGABYTES }) }, run);
    // The server reads the type from the content; an empty type (some systems) is left to it.
    if (file.type && !PHOTO_ACCEPT.includes(file.type))
      return fail({ kind: 'text', text: t('photo:errors.unsupportedType') }, run);
    void processPicture(file, file.name || 'photo');
  }

  async function processPicture(blob: Blob, filename: string) {
    const run = ++generation.current;
    setProblem(null);
    setJustSaved(false);
    if (value) onChange(null); // a new picture replaces the stored one only once it is confirmed
    setPicture(URL.createObjectURL(blob));
    setPhase('checking');
    const face = await checkFace(blob);
    if (run !== generation.current) return;
    if (face === 'unreadable') return fail({ kind: 'text', text: t('photo:errors.unreadable') }, run);
    if (face === 'noFace') return fail({ kind: 'code', code: 'CAMERA_NO_FACE' }, run);
    // 'face', or 'unavailable' (the detector did not load here): the server's own check decides.
    setPhase('uploading');
    let stored: Awaited<ReturnType<typeof uploadPhoto>>;
    try {
      stored = await uploadPhoto(services.api, cnpj, blob, filename);
    } catch (cause) {
      const apiError = toApiError(cause);
      const field = apiError.fields.find((f) => f.field === 'file');
      return fail(
        field
          ? { kind: 'text', text: t(field.messageKey, field.params ?? {}) }
          : { kind: 'code', code: apiError.code },
        run,
      );
    }
    if (run !== generation.current) return;
    if (!stored.faceDetected) return fail({ kind: 'code', code: 'CAMERA_NO_FACE' }, run);
    setPhase('idle');
    setJustSaved(true);
    onChange({ photoId: stored.id, faceDetected: true, previewUrl: photoPath(stored.id) });
  }

  function removePhoto() {
    generation.current += 1;
    setPicture(null);
    setProblem(null);
    setJustSaved(false);
    onChange(null);
  }

  if (browserUnsupported(window)) {
    return <ErrorAlert error={new ApiError('BROWSER_UNSUPPORTED', 0)} />;
  }

  const busy = phase === 'starting' || phase === 'checking' || phase === 'uploading';
  const cameraOn = phase === 'starting' || phase === 'live';
  const preview = cameraOn ? null : (picture ?? storedPreview.url);
  const status =
    phase === 'idle' ? (justSaved && value ? t('photo:status.saved') : '') : t(`photo:status.${phase}`);

  return (
    <Stack gap="sm">
      <Text size="sm">{t('photo:instructions')}</Text>

      {problem &&
        (problem.kind === 'code' ? (
          <ErrorAlert error={new ApiError(problem.code, 0)} />
        ) : (
          <Alert color="red" variant="light" role="alert" title={problem.text} />
        ))}

      {/* Always in the page (hidden when off), so the stream has somewhere to go as soon as it opens. */}
      <Box maw={640} display={cameraOn ? 'block' : 'none'}>
        <video
          ref={videoRef}
          aria-label={t('photo:cameraLabel')}
          muted
          playsInline
          style={{ width: '100%', maxHeight: '50vh', background: '#000', borderRadius: 4 }}
        />
      </Box>

      {preview && (
        <Image
          src={preview}
          alt={t('photo:previewAlt')}
          maw={480}
          mah="45vh"
          fit="contain"
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {!preview && !cameraOn && value && storedPreview.failed && (
        <Text size="sm" c="dimmed">
          {t('photo:errors.previewFailed')}
        </Text>
      )}

      <Group gap="xs" aria-live="polite" role="status" mih={24}>
        {busy && <Loader size="xs" aria-hidden />}
        <Text size="sm">{status}</Text>
      </Group>

      <Group gap="sm">
        {phase === 'live' ? (
          <>
            <Button onClick={() => void takePicture()}>{t('photo:capture')}</Button>
            <Button variant="default" onClick={closeCamera}>
              {t('photo:closeCamera')}
            </Button>
          </>
        ) : (
          <Button onClick={() => void openCamera()} loading={phase === 'starting'} disabled={busy}>
            {picture || value ? t('photo:retake') : t('photo:openCamera')}
          </Button>
        )}
        <FileButton onChange={chooseFile} accept={PHOTO_ACCEPT.join(',')} resetRef={resetFileRef}>
          {(props) => (
            <Button variant="default" disabled={busy} {...props}>
              {t('photo:upload')}
            </Button>
          )}
        </FileButton>
        {value && !busy && (
          <Button variant="subtle" color="red" onClick={removePhoto}>
            {t('photo:remove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('photo:uploadHint', { max: PHOTO_MAX_MEGABYTES })}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The stored photo downloaded with the session's headers and shown from a blob: URL (revoked after use). */
function useStoredPhoto(
  value: PhotoValue | null,
  services: ReturnType<typeof useServices>,
  cnpj: string,
): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; url: string | null; failed: boolean } | null>(null);
  const path = value?.previewUrl || (value ? photoPath(value.photoId) : null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchPhoto(services, cnpj, path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ key: path, url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ key: path, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, services, cnpj]);
  if (!path || state?.key !== path) return { url: null, failed: false };
  return { url: state.url, failed: state.failed };
}
