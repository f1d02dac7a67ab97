import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { IScannerControls } from '@zxing/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopStream, VIDEO_START_TIMEOUT_MS, waitForVideo } from '@/lib/camera/camera';
import { type CameraErrorCode, cameraErrorOf, cameraUnavailable } from '@/lib/camera/camera-errors';

/** The back camera when there is a choice: labels are held in front of the device. */
const scanConstraints: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
};

type Phase = 'idle' | 'starting' | 'live';

/**
 * Reads a barcode or QR code with the camera (ZXing, every common 1D and 2D format) and hands its text over
 * once; every §8 camera error is shown translated. The decoder is loaded when the camera opens, not before.
 */
export function CodeScanner({ onCode, label }: { onCode: (text: string) => void; label: string }) {
  const { t } = useTranslation(['barcode', 'errors']);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<CameraErrorCode | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const controlsRef = useRef<IScannerControls | null>(null);
  /** Bumped by every open, close and unmount: late answers of an older attempt are ignored. */
  const generation = useRef(0);

  const stop = useCallback(() => {
    controlsRef.current?.stop();
    controlsRef.current = null;
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      stop();
    },
    [stop],
  );

  const fail = (code: CameraErrorCode, run: number) => {
    if (run !== generation.current) return;
    stop();
    setProblem(code);
    setPhase('idle');
  };

  async function open() {
    const run = ++generation.current;
    setProblem(null);
    const unavailable = cameraUnavailable(window);
    if (unavailable) return fail(unavailable, run);
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(scanConstraints);
    } catch (cause) {
      return fail(cameraErrorOf(cause), run);
    }
    if (run !== generation.current) return stopStream(stream);
    streamRef.current = stream;
    const video = videoRef.current;
    if (!video) return fail('CAMERA_NOT_STARTED', run);
    video.srcObject = stream;
    try {
      await waitForVideo(video, VIDEO_START_TIMEOUT_MS);
      const { BrowserMultiFormatReader } = await import('@zxing/browser');
      if (run !== generation.current) return;
      controlsRef.current = await new BrowserMultiFormatReader().decodeFromVideoElement(video, (result) => {
        if (!result || run !== generation.current) return;
        generation.current += 1;
        stop();
        setPhase('idle');
        onCode(result.getText());
      });
    } catch {
      return fail('CAMERA_NOT_STARTED', run);
    }
    if (run === generation.current) setPhase('live');
  }

  function close() {
    generation.current += 1;
    stop();
    setPhase('idle');
  }

  return (
    <Stack gap="sm">
      <Group gap="sm">
        {phase === 'idle' ? (
          <Button variant="light" onClick={open}>
            {t('barcode:scanner.open')}
          </Button>
        ) : (
          <Button variant="default" onClick={close}>
            {t('barcode:scanner.close')}
          </Button>
        )}
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        {phase === 'starting'
          ? t('barcode:scanner.starting')
          : phase === 'live'
            ? t('barcode:scanner.live')
            : ''}
      </Text>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={label}
        hidden={phase === 'idle'}
        style={{ width: '100%', maxWidth: 480, borderRadius: 8, background: '#000' }}
      />
      {problem && (
        <Alert color="red" variant="light" role="alert" title={t(`errors:${problem}.title`)}>
          {t(`errors:${problem}.advice`)}
        </Alert>
      )}
    </Stack>
  );
}
