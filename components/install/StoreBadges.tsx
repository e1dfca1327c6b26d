'use client';

import { useEffect, useState } from 'react';
import { detectDevice, RESIZE_RECHECK_MS, STORES, type Device } from '@/lib/install';

interface Labels {
  title: string;
  appStore: string;
  playStore: string;
  qr: string;
}

/** Store badges in the order that suits the device; desktops also get a QR code of this page. */
export function StoreBadges({ labels, qrSvg }: { labels: Labels; qrSvg: string }) {
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
  const ios = (
    <a key="ios" className="button button-primary store-badge" href={STORES.ios} data-store="ios">
      {labels.appStore}
    </a>
  );
  const android = (
    <a key="android" className="button button-primary store-badge" href={STORES.android} data-store="android">
      {labels.playStore}
    </a>
  );
  return (
    <section className="container store-badges" data-device={device} aria-labelledby="stores-title">
      <h2 id="stores-title">{labels.title}</h2>
      <p className="actions">{device === 'android' ? [android, ' ', ios] : [ios, ' ', android]}</p>
      {device === 'desktop' ? (
        <figure className="qr">
          <div dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <figcaption>{labels.qr}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
