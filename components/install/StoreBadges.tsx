'use client';

import { useEffect, useState } from 'react';
import { detectDevice, RESIZE_RECHECK_MS, type Device } from '@/lib/install';
import { AppStoreBadge, GooglePlayBadge } from './Badges';
import styles from './StoreBadges.module.css';

interface Labels {
  title: string;
  appStore: string;
  appStoreSmall: string;
  playStore: string;
  playStoreSmall: string;
  qr: string;
}

/**
 * Each configured store once, as its badge, in the order that suits the device; desktops also get a
 * QR code of this page. Only rendered when at least one store page is configured (lib/install).
 */
export function StoreBadges({ labels, qrSvg, stores }: { labels: Labels; qrSvg: string; stores: { ios: string | null; android: string | null } }) {
  const [device, setDevice] = useState<Device>('desktop');
  useEffect(() => {
    const check = () => setDevice(detectDevice(navigator.userAgent, navigator.maxTouchPoints));
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(check, RESIZE_RECHECK_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const ios = stores.ios ? (
    <a key="ios" className={`store-badge ${styles.badge}`} href={stores.ios} data-store="ios" aria-label={labels.appStore}>
      <AppStoreBadge small={labels.appStoreSmall} />
    </a>
  ) : null;
  const android = stores.android ? (
    <a key="android" className={`store-badge ${styles.badge}`} href={stores.android} data-store="android" aria-label={labels.playStore}>
      <GooglePlayBadge small={labels.playStoreSmall} />
    </a>
  ) : null;
  return (
    <section className="container store-badges" data-device={device} aria-labelledby="stores-title">
      <h2 id="stores-title">{labels.title}</h2>
      <p className={styles.row}>{device === 'android' ? [android, ios] : [ios, android]}</p>
      {device === 'desktop' ? (
        <figure className="qr">
          <div dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <figcaption>{labels.qr}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
