import type { QrCode } from './qrCode.ts';

/** A QR symbol as one SVG path of dark modules, with the four-module quiet zone the standard asks for. */
export function QrSymbol({ code, label, testId }: { code: QrCode; label: string; testId?: string }) {
  const quiet = 4;
  const side = code.size + quiet * 2;
  let path = '';
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }),
  );
  return (
    <svg className="qr-symbol" viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} data-testid={testId} data-version={code.version} data-size={code.size} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
