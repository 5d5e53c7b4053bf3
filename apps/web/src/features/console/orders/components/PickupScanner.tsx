import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../kit/ConsoleForm.module.css';
import styles from './PickupScanner.module.css';

/** The part of the Barcode Detection API we use (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's QR detector, when it has one (Chromium on Android and desktop with the feature; not Firefox or Safari). */
function detectorClass(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' && Boolean(navigator.mediaDevices?.getUserMedia) ? candidate : null;
}

/** Whether this browser can scan a QR code with the camera; without it staff type the code. */
export const canScanQr = (): boolean => detectorClass() !== null;

/** The camera view that reads a pickup QR code and hands its value over once; the camera stops when it unmounts. */
export function PickupScanner({ onCode }: { onCode: (value: string) => void }) {
  const { t } = useTranslation('console');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      const found = await detector.detect(video.current).catch(() => []);
      const value = found[0]?.rawValue;
      if (value) onCode(value);
      else frame = requestAnimationFrame(() => void scan());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void scan();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  if (failed) return <Alert type="warning" showIcon title={t('pickup.cameraFailed')} className={formStyles.notice} />;
  return <video ref={video} muted playsInline aria-label={t('pickup.cameraView')} className={styles.video} />;
}
