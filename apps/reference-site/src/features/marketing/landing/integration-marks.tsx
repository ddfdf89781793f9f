import calDotCom from "simple-icons/icons/caldotcom.svg?raw";
import googleCalendar from "simple-icons/icons/googlecalendar.svg?raw";
import hubSpot from "simple-icons/icons/hubspot.svg?raw";

// The marks of the tools we connect to, as the Simple Icons project draws them (CC0; each
// brand's own mark, one colour). Microsoft asked Simple Icons to remove its marks, and
// GoHighLevel and Follow Up Boss have none there: those show their initials.

const SVGS = { googlecalendar: googleCalendar, caldotcom: calDotCom, hubspot: hubSpot };

/** A tool whose mark we have. */
export type IntegrationMarkName = keyof typeof SVGS;

/** The drawing of a Simple Icons file: its one path on a 24 × 24 box. */
const pathOf = (svg: string) => /\sd="([^"]+)"/.exec(svg)?.[1] ?? "";

/** A tool's mark (in the text's colour), or its initials on a tile; hidden from readers. */
export function IntegrationMark({ mark }: { mark: IntegrationMarkName | { letters: string } }) {
  if (typeof mark === "object") {
    return (
      <span className="monogram" aria-hidden="true">
        {mark.letters}
      </span>
    );
  }
  return (
    <svg className="integration-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={pathOf(SVGS[mark])} fill="currentColor" />
    </svg>
  );
}
