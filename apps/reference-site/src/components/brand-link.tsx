import { Link } from "react-router";

/** The Ringline mark and name, linking home (or to the back office's home). */
export function BrandLink({ to = "/", suffix }: { to?: string; suffix?: string }) {
  return (
    <Link to={to} className="brand" aria-label={suffix ? `Ringline ${suffix}` : "Ringline home"}>
      <span className="brand-mark" aria-hidden="true">
        R
      </span>
      Ringline
      {suffix && <span className="brand-suffix">{suffix}</span>}
    </Link>
  );
}
