import { useMemo } from "react";
import { encode } from "uqr";

/** The quiet zone QR readers need around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * The dark modules of `value`'s QR code (medium error correction, the quiet zone included)
 * as one SVG path, a unit square per module, and the code's width in modules.
 */
export function qrCodePath(value: string): { modules: number; path: string } {
  const { data, size } = encode(value, { ecc: "M", border: QUIET_ZONE });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { modules: size, path: squares.join("") };
}

/**
 * `value` as a QR code for a phone's camera: dark on white in either colour scheme (readers
 * need the contrast), sharp at any size, named by `label` for screen readers.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { modules, path } = useMemo(() => qrCodePath(value), [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
