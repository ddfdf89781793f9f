import { render, screen } from "@testing-library/react";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { QrCode, qrCodePath } from "./qr-code.js";

const ENROLMENT =
  "otpauth://totp/Ringline:ops%40ringline.ai?secret=JBSWY3DPEHPK3PXP&issuer=Ringline";

/** The modules a path of unit squares (`M{x} {y}h1v1h-1z`) paints, as "x,y". */
function paintedModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
}

describe("QrCode", () => {
  it("paints exactly the dark modules of the value's code, one square each", () => {
    const { modules, path } = qrCodePath(ENROLMENT);
    const { data } = encode(ENROLMENT, { ecc: "M", border: 4 });
    const dark = new Set<string>();
    data.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) dark.add(`${x},${y}`);
      });
    });
    expect(modules).toBe(data.length);
    expect(paintedModules(path)).toEqual(dark);
    expect(path.match(/M/g)).toHaveLength(dark.size);
  });

  it("keeps a quiet zone of four light modules, with the three finder squares inside it", () => {
    const { modules, path } = qrCodePath(ENROLMENT);
    const painted = paintedModules(path);
    const isDark = (x: number, y: number) => painted.has(`${x},${y}`);
    for (let i = 0; i < modules; i++) {
      for (const edge of [0, 1, 2, 3, modules - 4, modules - 3, modules - 2, modules - 1]) {
        expect(isDark(i, edge) || isDark(edge, i), `module ${i} of the edge ${edge}`).toBe(false);
      }
    }
    // A finder: a dark 7×7 ring, a light ring inside it, and a dark 3×3 centre.
    const finderAt = (left: number, top: number) =>
      Array.from({ length: 7 }, (_, y) =>
        Array.from({ length: 7 }, (_, x) => (isDark(left + x, top + y) ? "#" : ".")).join(""),
      );
    const finder = ["#######", "#.....#", "#.###.#", "#.###.#", "#.###.#", "#.....#", "#######"];
    const far = modules - 4 - 7;
    expect(finderAt(4, 4)).toEqual(finder);
    expect(finderAt(far, 4)).toEqual(finder);
    expect(finderAt(4, far)).toEqual(finder);
    // The fourth corner has none: that is how a reader tells which way up the code is.
    expect(finderAt(far, far)).not.toEqual(finder);
  });

  it("is an image named for screen readers, as wide as it is asked to be", () => {
    render(<QrCode value={ENROLMENT} label="QR code for your authenticator app" size={180} />);
    const image = screen.getByRole("img", { name: "QR code for your authenticator app" });
    const { modules } = qrCodePath(ENROLMENT);
    expect(image.getAttribute("viewBox")).toBe(`0 0 ${modules} ${modules}`);
    expect(image.getAttribute("width")).toBe("180");
  });

  it("draws another code for another secret", () => {
    expect(qrCodePath(ENROLMENT.replace("JBSWY3DPEHPK3PXP", "KRSXG5CTMVRXEZLU")).path).not.toBe(
      qrCodePath(ENROLMENT).path,
    );
  });
});
