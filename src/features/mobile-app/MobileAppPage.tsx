import { useEffect, useMemo, useState } from 'react';
import { HelpPaths } from '../../../protocol/index.ts';
import { useT } from '../../ui/index.ts';
import { encodeQr } from './qrCode.ts';
import { QrSymbol } from './QrSymbol.tsx';
import './mobile-app.css';

type Availability = 'checking' | 'available' | 'missing';

/**
 * The mobile app download page: the package's URL on this platform as a QR code to scan, and as a
 * link, only once a HEAD of that URL says the package is there (the emulator serves the file
 * POC_MOBILE_APP_FILE names, docs/operations.md); otherwise it says that no app download is
 * configured and how an administrator configures one.
 */
export function MobileAppPage() {
  const t = useT();
  const url = new URL(HelpPaths.mobileApp, window.location.origin).href;
  const [availability, setAvailability] = useState<Availability>('checking');
  useEffect(() => {
    const abort = new AbortController();
    fetch(url, { method: 'HEAD', signal: abort.signal, cache: 'no-store' })
      .then((response) => setAvailability(response.ok ? 'available' : 'missing'))
      .catch(() => !abort.signal.aborted && setAvailability('missing'));
    return () => abort.abort();
  }, [url]);
  return (
    <article className="page mobile-app" data-testid="mobile-app-page" data-availability={availability} aria-busy={availability === 'checking'}>
      <h1 className="page__title">{t('mobileApp.title')}</h1>
      {availability === 'checking' ? (
        <p role="status" data-testid="mobile-app-checking">
          {t('mobileApp.checking')}
        </p>
      ) : availability === 'available' ? (
        <MobileAppCode url={url} />
      ) : (
        <div role="status" className="mobile-app__missing" data-testid="mobile-app-missing">
          <p>{t('mobileApp.missing')}</p>
          <p>{t('mobileApp.configure')}</p>
        </div>
      )}
    </article>
  );
}

function MobileAppCode({ url }: { readonly url: string }) {
  const t = useT();
  const code = useMemo(() => encodeQr(url, 'M'), [url]);
  return (
    <>
      <p>{t('mobileApp.scan')}</p>
      <QrSymbol code={code} label={t('mobileApp.qrLabel', { url })} testId="mobile-app-qr" />
      <p>
        <a href={url} download data-testid="mobile-app-link">
          {url}
        </a>
      </p>
    </>
  );
}
